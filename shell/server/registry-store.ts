import path from 'node:path';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';
import { REGISTRY_FILE } from '../release/registry-file';
import { databaseRegistry } from './database-registry';
import { watchedJsonFile } from './json-file';

/** The live registry as the site server sees it; a release or a rollback shows on the next page load. */
export interface LiveRegistry {
  read(): Promise<RemoteRegistry>;
  /** Read at least once and following changes (for /readyz). */
  loaded(): boolean;
  /** Resolves once the registry was first read. */
  whenLoaded(): Promise<void>;
  close(): Promise<void>;
}

/** `registry.json` of REMOTES_DIR, read again when it changes on disk. */
function fileRegistry(remotesDir: string): LiveRegistry {
  const read = watchedJsonFile<RemoteRegistry>(path.join(remotesDir, REGISTRY_FILE), () => ({ contract: CONTRACT_VERSION, remotes: [] }));
  return { read, loaded: () => true, whenLoaded: async () => {}, close: async () => {} };
}

/** The files of REMOTES_DIR without a database server; the database (told of every flip) with DATABASE_URL. */
export function createRegistryStore(options: { remotesDir: string; databaseUrl?: string; log: Parameters<typeof databaseRegistry>[2] }): LiveRegistry {
  return options.databaseUrl ? databaseRegistry(options.databaseUrl, options.remotesDir, options.log) : fileRegistry(options.remotesDir);
}

/** Origins of remotes served from elsewhere (a CDN), for the CSP. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}
