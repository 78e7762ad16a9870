import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';

/** The registry an earlier version kept in REMOTES_DIR: imported into the database once (database-release-store.ts). */
export const REGISTRY_FILE = 'registry.json';

export async function readRegistry(remotesDir: string): Promise<RemoteRegistry> {
  try {
    return JSON.parse(await readFile(path.join(remotesDir, REGISTRY_FILE), 'utf8')) as RemoteRegistry;
  } catch {
    return { contract: CONTRACT_VERSION, remotes: [] };
  }
}
