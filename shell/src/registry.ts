import { CONTRACT_VERSION, type RegistryRemote, type RemoteRegistry } from '@tp/shared';

export const REGISTRY_ELEMENT_ID = 'tp-registry';

/** The registry the site server inlined into the page (never executed: a JSON data block). */
export function readInlinedRegistry(doc: Document = document): RemoteRegistry {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return { contract: CONTRACT_VERSION, remotes: [] };
  return JSON.parse(text) as RemoteRegistry;
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
