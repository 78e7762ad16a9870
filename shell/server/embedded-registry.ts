import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';
import type { Database } from '@tp/api/db/database';
import { databaseReleaseStore, importReleaseFilesOnce } from '../release/database-release-store';
import type { ReleaseStorage } from '../release/release-storage';
import type { ReleaseStore } from '../release/release-store';
import { refusedRegistryMessage, type LiveRegistry } from './registry-store';

interface Logger {
  warn(object: object, message: string): void;
}

/** The registry of the site server's own PGlite: every flip goes through this process, so none needs a notification. */
export interface EmbeddedRegistry extends LiveRegistry {
  /** The store release commands change through this server (see release-control.ts); each flip is served on the next page. */
  readonly store: ReleaseStore;
}

/**
 * The registry in the api's embedded database (`pnpm start`): imported once
 * from the `registry.json` and `history.json` an earlier version left in
 * REMOTES_DIR, read once the database is migrated, and read again after each
 * flip this server makes.
 */
export function embeddedRegistry(database: Promise<Database>, remotesDir: string, files: ReleaseStorage, log: Logger): EmbeddedRegistry {
  let current: RemoteRegistry | null = null;
  const stored = database.then((db) => databaseReleaseStore(db, files, async () => {}));
  const firstLoad = database.then(async (db) => {
    await importReleaseFilesOnce(db, remotesDir);
    current = await (await stored).read();
  });
  firstLoad.catch((error: unknown) => log.warn({ err: error }, `the release registry could not be read from the database: ${(error as Error).message}`));
  // A registry read back damaged is never served: the last good one stays live, and the log says why.
  const reread = async () => {
    try {
      current = await (await stored).read();
    } catch (error) {
      log.warn({ err: error }, `${refusedRegistryMessage(error)}; still serving the last good registry`);
    }
  };

  const store: ReleaseStore = {
    async read() {
      await firstLoad;
      return (await stored).read();
    },
    async history(folder) {
      await firstLoad;
      return (await stored).history(folder);
    },
    async flip(folder, plan) {
      await firstLoad;
      const flip = await (await stored).flip(folder, plan);
      await reread();
      return flip;
    },
    close: async () => {},
  };
  return {
    store,
    read: async () => current ?? { contract: CONTRACT_VERSION, remotes: [] },
    loaded: () => current !== null,
    whenLoaded: () => firstLoad.catch(() => undefined),
    close: async () => {},
  };
}
