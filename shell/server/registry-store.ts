import path from 'node:path';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';
import { REGISTRY_FILE } from '../release/registry-file';
import { watchedJsonFile } from './json-file';

/** The live registry; a release or a rollback shows on the next page load. */
export function createRegistryStore(remotesDir: string) {
  return { read: watchedJsonFile<RemoteRegistry>(path.join(remotesDir, REGISTRY_FILE), () => ({ contract: CONTRACT_VERSION, remotes: [] })) };
}

/** Origins of remotes served from elsewhere (a CDN), for the CSP. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}
