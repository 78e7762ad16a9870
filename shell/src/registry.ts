import { CONTRACT_VERSION, type RegistryRemote, type RemoteRegistry } from '@tp/shared';
import { parseRegistry } from '@tp/shared/stored/remote-registry';

export const REGISTRY_ELEMENT_ID = 'tp-registry';

/**
 * The registry the site server inlined into the page (never executed: a JSON
 * data block), checked with its schema. A damaged one loads no remote (every
 * slot shows its fallback) and the console says what is wrong.
 */
export function readInlinedRegistry(doc: Document = document): RemoteRegistry {
  const none = { contract: CONTRACT_VERSION, remotes: [] };
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return none;
  const read = parseRegistry(`the page's registry (#${REGISTRY_ELEMENT_ID})`, text);
  if (read.ok) return read.value;
  console.error(`${read.problem}; no section is loaded`);
  return none;
}

export interface RegistryDecision {
  readonly accepted: readonly RegistryRemote[];
  /** Entries built for another contract major: never loaded, their slots show the fallback. */
  readonly refused: readonly RegistryRemote[];
}

/** Splits the registry by contract major: the shell loads only remotes built for its own. */
export function decideRegistry(registry: RemoteRegistry): RegistryDecision {
  const fits = (remote: RegistryRemote) => registry.contract === CONTRACT_VERSION && remote.contract === CONTRACT_VERSION;
  return {
    accepted: registry.remotes.filter(fits),
    refused: registry.remotes.filter((remote) => !fits(remote)),
  };
}
