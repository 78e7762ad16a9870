import type { RegistryRemote, RemoteRegistry } from '@tp/shared';

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
 * The registry (which version of each remote is live) and the release
 * history, kept together: files in REMOTES_DIR for one process, or the
 * api's database for a fleet (see README, Production).
 */
export interface ReleaseStore {
  read(): Promise<RemoteRegistry>;
  /** The versions of one remote (by folder) made live and not rolled back, oldest first. */
  history(folder: string): Promise<readonly string[]>;
  /**
   * Changes one remote, serialised with every other change of it: `decide`
   * sees its history as it is under the lock; what it returns is written
   * whole (registry and history) or, if it throws, not at all.
   */
  flip(folder: string, decide: (history: readonly string[]) => Promise<Flip>): Promise<Flip>;
  close(): Promise<void>;
}

/** The history of one remote after a flip. */
export function historyAfter(history: readonly string[], flip: Flip): readonly string[] {
  if (flip.history === 'release') return [...history, flip.entry.version];
  if (flip.history === 'back') return history.slice(0, -1);
  return history;
}
