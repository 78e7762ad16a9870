import { CONTRACT_VERSION, REMOTES, type RemoteRegistry } from '@tp/shared';
import { checkRegistry } from '@tp/shared/stored/remote-registry';
import { StoredCopyError, valueOrThrow } from '@tp/shared/stored/stored-format';
import type { Database, Queryable } from '@tp/api/db/database';
import { readHistory } from './history';
import { readRegistry } from './registry-file';
import type { ReleaseStorage } from './release-storage';
import { decideFlip, type ReleaseStore } from './release-store';

/** The channel every site server listens on; the payload is the remote's folder. */
export const RELEASE_CHANNEL = 'release_flips';

const IMPORTED_KEY = 'releases_imported_from_files';
/** Serialises the one-time import between processes that start together. */
const IMPORT_LOCK = 7307;

const folderOf = (name: string) => (REMOTES as Record<string, { folder: string } | undefined>)[name]?.folder;

/** How messages name the registry's rows. */
const LIVE_TABLE = 'the release registry (table release_live)';

/** The live registry, each row checked: a damaged row is refused (StoredCopyError), never served. */
export async function readRegistryFrom(db: Queryable): Promise<RemoteRegistry> {
  const remotes = await db.query('select name, version, entry, contract from release_live order by name');
  return valueOrThrow(checkRegistry(LIVE_TABLE, { contract: CONTRACT_VERSION, remotes }));
}

/** The files of REMOTES_DIR, or the reason they cannot be imported, naming the file. */
async function readReleaseFiles(remotesDir: string) {
  try {
    return { registry: await readRegistry(remotesDir), history: await readHistory(remotesDir) };
  } catch (error) {
    if (!(error instanceof StoredCopyError)) throw error;
    throw new StoredCopyError(`${error.message}: nothing was imported; mend the file or move it out of ${remotesDir}, then start again`);
  }
}

/**
 * Copies `registry.json` and `history.json` of REMOTES_DIR into the database,
 * once per database (recorded in app_meta): a site that moves from files to
 * PostgreSQL keeps what was live and what it can roll back to.
 */
export async function importReleaseFilesOnce(db: Database, remotesDir: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    if ((await tx.query('select 1 from app_meta where key = $1', [IMPORTED_KEY])).length) return false;
    const { registry, history } = await readReleaseFiles(remotesDir);
    for (const remote of registry.remotes) {
      const folder = folderOf(remote.name);
      if (!folder) continue;
      await tx.query(
        `insert into release_live (remote, name, version, entry, contract) values ($1, $2, $3, $4, $5)
         on conflict (remote) do nothing`,
        [folder, remote.name, remote.version, remote.entry, remote.contract],
      );
    }
    for (const [folder, versions] of Object.entries(history)) {
      for (const version of versions) await tx.query('insert into release_history (remote, version) values ($1, $2)', [folder, version]);
    }
    await tx.query('insert into app_meta (key, value) values ($1, $2)', [IMPORTED_KEY, new Date().toISOString()]);
    return true;
  });
}

/**
 * The registry and history in the api's database (migration 7). Each flip is
 * one transaction holding the remote's row lock: flips of one remote wait for
 * each other, flips of different remotes run side by side, and a crash leaves
 * the previous state whole. The commit notifies RELEASE_CHANNEL.
 */
export function databaseReleaseStore(db: Database, files: ReleaseStorage, onClose: () => Promise<void> = () => db.close()): ReleaseStore {
  return {
    read: () => readRegistryFrom(db),
    history: async (folder) =>
      (await db.query<{ version: string }>('select version from release_history where remote = $1 and rolled_back_at is null order by id', [folder])).map(
        (row) => row.version,
      ),
    flip: (folder, plan) =>
      db.transaction(async (tx) => {
        // A remote's first release has no row to lock yet: the placeholder is written over below, or rolled back with the transaction.
        await tx.query(`insert into release_live (remote, name, version, entry, contract) values ($1, '', '', '', 0) on conflict (remote) do nothing`, [folder]);
        await tx.query('select 1 from release_live where remote = $1 for update', [folder]);
        const rows = await tx.query<{ id: string; version: string }>(
          // Ordered by the column, not by the text alias of the same name.
          'select id::text as id, version from release_history where remote = $1 and rolled_back_at is null order by release_history.id',
          [folder],
        );
        const history = rows.map((row) => row.version);
        const flip = await decideFlip(plan, folder, history, files);
        if (flip.history === 'release') {
          await tx.query('insert into release_history (remote, version) values ($1, $2)', [folder, flip.entry.version]);
        } else if (flip.history === 'back' && rows.length) {
          await tx.query('update release_history set rolled_back_at = now() where id = $1', [rows[rows.length - 1].id]);
        }
        const { name, version, entry, contract } = flip.entry;
        await tx.query('update release_live set name = $2, version = $3, entry = $4, contract = $5, changed_at = now() where remote = $1', [
          folder,
          name,
          version,
          entry,
          contract,
        ]);
        await tx.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, folder]);
        return flip;
      }),
    close: onClose,
  };
}
