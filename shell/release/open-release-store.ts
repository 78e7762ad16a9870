import { databaseReleaseStore, importReleaseFilesOnce } from './database-release-store';
import { fileReleaseStore } from './file-release-store';
import type { ReleaseStore } from './release-store';

/**
 * The files of REMOTES_DIR without DATABASE_URL (PGlite's folder belongs to
 * the one running server, so release commands cannot share it); PostgreSQL
 * with it, migrated, with the files imported the first time.
 */
export async function openReleaseStore(options: { readonly databaseUrl?: string; readonly remotesDir: string }): Promise<ReleaseStore> {
  if (!options.databaseUrl) return fileReleaseStore(options.remotesDir);
  // Loaded only here: the file store (`pnpm start`) needs none of it, and release commands start faster without PGlite.
  const [{ migrate }, { openPostgres }] = await Promise.all([import('@tp/api/db/migrate'), import('@tp/api/db/postgres')]);
  const db = await openPostgres(options.databaseUrl);
  try {
    await migrate(db);
    await importReleaseFilesOnce(db, options.remotesDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return databaseReleaseStore(db);
}
