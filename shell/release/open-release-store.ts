import { locateDataDir } from '@tp/api/data-dir';
import type { Database } from '@tp/api/db/database';
import { claimDataDirOrFindServer } from './data-dir-owner';
import { databaseReleaseStore, importReleaseFilesOnce } from './database-release-store';
import type { ReleaseStorage } from './release-storage';
import type { ReleaseStore } from './release-store';
import { serverReleaseStore } from './server-release-store';

export interface ReleaseStoreOptions {
  /** PostgreSQL; PGlite in `dataDir` when absent. */
  readonly databaseUrl?: string;
  /** PGlite's folder (DATA_DIR, default api/.data). */
  readonly dataDir?: string;
  /** Where a `registry.json` and `history.json` of earlier releases may wait to be imported. */
  readonly remotesDir: string;
  readonly files: ReleaseStorage;
}

/** Migrated, with the release files of REMOTES_DIR imported the first time; closed if that fails. */
async function prepared(db: Database, options: ReleaseStoreOptions, onClose: () => Promise<void>): Promise<ReleaseStore> {
  try {
    const { migrate } = await import('@tp/api/db/migrate');
    await migrate(db);
    await importReleaseFilesOnce(db, options.remotesDir);
  } catch (error) {
    await onClose();
    throw error;
  }
  return databaseReleaseStore(db, options.files, onClose);
}

/**
 * The registry and history in the api's database. On PostgreSQL, opened
 * directly by every command. On PGlite (one process's database), through the
 * site server that holds its folder when one runs, or opened directly (and
 * held) while none does, as before `pnpm start` serves.
 */
export async function openReleaseStore(options: ReleaseStoreOptions): Promise<ReleaseStore> {
  // Loaded only here: commands that go through a running server need neither driver.
  if (options.databaseUrl) {
    const { openPostgres } = await import('@tp/api/db/postgres');
    const db = await openPostgres(options.databaseUrl);
    return prepared(db, options, () => db.close());
  }
  const dataDir = options.dataDir ?? locateDataDir();
  const owner = dataDir.includes('://') ? { release: async () => {} } : await claimDataDirOrFindServer(dataDir);
  if ('url' in owner) return serverReleaseStore(owner);
  try {
    const { openPglite } = await import('@tp/api/db/pglite');
    const db = await openPglite(dataDir);
    return await prepared(db, options, async () => {
      await db.close();
      await owner.release();
    });
  } catch (error) {
    await owner.release();
    throw error;
  }
}
