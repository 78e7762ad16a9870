import type { RemoteRegistry } from '@tp/shared';
import { StoredCopyError } from '@tp/shared/stored/stored-format';

/** The live registry as the site server sees it; a release or a rollback shows on the next page load. */
export interface LiveRegistry {
  read(): Promise<RemoteRegistry>;
  /** Read at least once and following changes (for /readyz). */
  loaded(): boolean;
  /** Resolves once the registry was first read. */
  whenLoaded(): Promise<void>;
  close(): Promise<void>;
}

/** Origins of remotes served from elsewhere (a CDN), for the CSP. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}

/** What the log says of a registry that could not be read again: refused as damaged (naming what is wrong), or not reachable. */
export function refusedRegistryMessage(error: unknown): string {
  if (error instanceof StoredCopyError) return `refused the release registry read back: ${error.message}`;
  return `the release registry could not be reloaded: ${(error as Error).message}`;
}
