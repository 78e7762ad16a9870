import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';

export const REGISTRY_FILE = 'registry.json';

/**
 * Reads `registry.json`, re-reading it whenever it changes on disk, so a
 * release or a rollback shows on the next page load without a restart.
 */
export function createRegistryStore(remotesDir: string) {
  const file = path.join(remotesDir, REGISTRY_FILE);
  let cached: { mtimeMs: number; registry: RemoteRegistry } | null = null;
  return {
    file,
    async read(): Promise<RemoteRegistry> {
      try {
        const { mtimeMs } = await stat(file);
        if (cached?.mtimeMs !== mtimeMs) {
          cached = { mtimeMs, registry: JSON.parse(await readFile(file, 'utf8')) as RemoteRegistry };
        }
        return cached.registry;
      } catch {
        return { contract: CONTRACT_VERSION, remotes: [] };
      }
    },
  };
}

export type RegistryStore = ReturnType<typeof createRegistryStore>;

/** Origins of remotes served from elsewhere (a CDN), for the CSP. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}
