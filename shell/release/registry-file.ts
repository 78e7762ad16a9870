import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, type RegistryRemote, type RemoteRegistry } from '@tp/shared';

export const REGISTRY_FILE = 'registry.json';

export async function readRegistry(remotesDir: string): Promise<RemoteRegistry> {
  try {
    return JSON.parse(await readFile(path.join(remotesDir, REGISTRY_FILE), 'utf8')) as RemoteRegistry;
  } catch {
    return { contract: CONTRACT_VERSION, remotes: [] };
  }
}

/** Writes the registry atomically: readers see the old file or the new one, never half of one. */
export async function writeRegistry(remotesDir: string, registry: RemoteRegistry): Promise<void> {
  await mkdir(remotesDir, { recursive: true });
  const target = path.join(remotesDir, REGISTRY_FILE);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, target);
}

/** The registry with one remote's live entry replaced (or added). */
export function withLiveRemote(registry: RemoteRegistry, entry: RegistryRemote): RemoteRegistry {
  const others = registry.remotes.filter((remote) => remote.name !== entry.name);
  return { contract: registry.contract, remotes: [...others, entry].sort((a, b) => a.name.localeCompare(b.name)) };
}
