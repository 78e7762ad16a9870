import { CONTRACT_VERSION, type RegistryRemote, type RemoteRegistry } from '@tp/shared';
import { StoredCopyError } from '@tp/shared/stored/stored-format';
import { readPublishedInfo, registryEntry } from './publish';
import type { ReleaseStorage } from './release-storage';

/** A release or rollback refused, with the reason a section team reads. */
export class ReleaseRefusedError extends Error {}

/**
 * What a release or a rollback does to one remote: the entry that becomes
 * live, and how its history changes (`release` adds the version on top,
 * `back` takes the current version off, `keep` leaves the history as it is).
 */
export interface Flip {
  readonly entry: RegistryRemote;
  readonly history: 'release' | 'back' | 'keep';
}

/**
 * What a command asks of one remote, decided under that remote's lock against
 * its history as it is then: a release, the local build `pnpm start` serves
 * (kept as is when it is live already), or a rollback to the previous version or a named one.
 */
export type FlipPlan =
  | { readonly kind: 'release'; readonly entry: RegistryRemote }
  | { readonly kind: 'publish-local'; readonly entry: RegistryRemote }
  | { readonly kind: 'rollback'; readonly version?: string };

/**
 * The registry (which version of each remote is live) and the release
 * history, kept together in the api's database: PGlite of the one site
 * server by default, PostgreSQL for a fleet (see README, Production).
 */
export interface ReleaseStore {
  read(): Promise<RemoteRegistry>;
  /** The versions of one remote (by folder) made live and not rolled back, oldest first. */
  history(folder: string): Promise<readonly string[]>;
  /**
   * Changes one remote, serialised with every other change of it: the plan is
   * decided against its history under the lock, and written whole (registry
   * and history) or, if refused, not at all.
   */
  flip(folder: string, plan: FlipPlan): Promise<Flip>;
  close(): Promise<void>;
}

/** What a plan makes of a remote whose history is `history` (under its lock). */
export async function decideFlip(plan: FlipPlan, folder: string, history: readonly string[], files: ReleaseStorage): Promise<Flip> {
  if (plan.kind === 'release') return { entry: plan.entry, history: 'release' };
  if (plan.kind === 'publish-local') return { entry: plan.entry, history: history.at(-1) === plan.entry.version ? 'keep' : 'release' };
  // A release landing meanwhile is what this steps back from.
  const version = plan.version ?? history.at(-2);
  if (!version) throw new ReleaseRefusedError(`${folder} has no earlier release to roll back to; name a version.`);
  const info = await readPublishedInfo(files, folder, version).catch((error: unknown) => {
    if (error instanceof StoredCopyError) throw new ReleaseRefusedError(`Refused: ${error.message}.`);
    return undefined;
  });
  if (!info) throw new ReleaseRefusedError(`${folder} ${version} is not published.`);
  if (info.contract !== CONTRACT_VERSION) {
    throw new ReleaseRefusedError(`Refused: ${folder} ${version} was built for contract ${info.contract}, the live shell speaks ${CONTRACT_VERSION}.`);
  }
  return { entry: registryEntry(info, folder, version), history: plan.version ? 'release' : 'back' };
}
