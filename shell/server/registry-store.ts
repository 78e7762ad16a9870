import type { RemoteRegistry } from '@tp/shared';

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
