import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable } from './database';

function queryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
  };
}

function databaseOf(db: PGlite): Database {
  return {
    ...queryable(db),
    // PGlite runs one statement at a time; its transaction holds the connection until the work settles.
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}

/** A PGlite with the api's extensions, as every data folder is opened. */
function createPglite(options: PGliteOptions): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
}

/** Writes a new cluster to `file` (tar), for `openPglite` to start from. */
export async function dumpCluster(file: string): Promise<void> {
  const pglite = await createPglite({ dataDir: 'memory://' });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Embedded PostgreSQL in a data folder. Each commit is written to the folder's
 * files before it is acknowledged, so it survives the process being killed
 * (PGlite does not fsync: a power cut is the operating system's to survive).
 * PGLITE_SHARED_BUFFERS (default 128MB) sizes its page cache: raise it for
 * a catalogue of tens of thousands of DApps.
 */
export async function openPglite(dataDir: string, clusterDump?: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
  const db = await createPglite({
    dataDir,
    ...(clusterDump ? { loadDataDir: new Blob([readFileSync(clusterDump)]) } : {}),
    relaxedDurability: false,
    ...(sharedBuffers && /^\d+(kB|MB|GB)$/.test(sharedBuffers) ? { postgresqlconf: [`shared_buffers = ${sharedBuffers}`] } : {}),
  });
  return databaseOf(db);
}
