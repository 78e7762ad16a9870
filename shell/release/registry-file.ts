import path from 'node:path';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';
import { checkLiveRegistry, parseRegistry } from '@tp/shared/stored/remote-registry';
import { readCheckedFile } from './stored-file';

/** The registry an earlier version kept in REMOTES_DIR: imported into the database once (database-release-store.ts). */
export const REGISTRY_FILE = 'registry.json';

/** The registry of that file, an empty one when there is none; a damaged file or one of another contract is refused (StoredCopyError). */
export async function readRegistry(remotesDir: string): Promise<RemoteRegistry> {
  const registry = await readCheckedFile(path.join(remotesDir, REGISTRY_FILE), (text) => checkLiveRegistry(parseRegistry(REGISTRY_FILE, text), REGISTRY_FILE));
  return registry ?? { contract: CONTRACT_VERSION, remotes: [] };
}
