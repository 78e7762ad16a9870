import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_INFO_FILE } from '@tp/shared/build/build-info-plugin';
import { versionExists, type ReleaseStorage } from './release-storage';

const PARTIAL = '.partial-';

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/**
 * Released files in a folder of this machine (REMOTES_DIR), what `pnpm start`
 * uses: each version is copied to a temporary folder and renamed into place,
 * so a half-copied release is never visible, and never changed after.
 */
export function folderReleaseStorage(remotesDir: string): ReleaseStorage {
  const fileOf = (file: string) => path.join(remotesDir, ...file.split('/'));
  return {
    async publish(distDir, folder, version) {
      const target = path.join(remotesDir, folder, version);
      if (await exists(target)) throw versionExists(folder, version);
      const temporary = `${target}${PARTIAL}${process.pid}`;
      await mkdir(path.dirname(target), { recursive: true });
      await rm(temporary, { recursive: true, force: true });
      await cp(distDir, temporary, { recursive: true });
      await rename(temporary, target).catch(async (error: NodeJS.ErrnoException) => {
        await rm(temporary, { recursive: true, force: true });
        // Another release of the same version was renamed into place first.
        throw error.code === 'ENOTEMPTY' || error.code === 'EEXIST' ? versionExists(folder, version) : error;
      });
    },
    has: (folder, version) => exists(path.join(remotesDir, folder, version, REMOTE_INFO_FILE)),
    async versions(folder) {
      const entries = await readdir(path.join(remotesDir, folder)).catch(() => [] as string[]);
      return entries.filter((entry) => !entry.includes(PARTIAL)).sort();
    },
    read: (file) => readFile(fileOf(file)).catch(() => undefined),
    localFile: async (file) => ((await exists(fileOf(file))) ? fileOf(file) : undefined),
  };
}
