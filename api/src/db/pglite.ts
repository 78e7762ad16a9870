import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

/**
 * Embedded PostgreSQL in a data folder. Each commit is written to the folder's
 * files before it is acknowledged, so it survives the process being killed
 * (PGlite does not fsync: a power cut is the operating system's to survive).
 * PGLITE_SHARED_BUFFERS (default 128MB) sizes its page cache: raise it for
 * a catalogue of tens of thousands of DApps.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    relaxedDurability: false,
    ...(sharedBuffers && /^\d+(kB|MB|GB)$/.test(sharedBuffers) ? { postgresqlconf: [`shared_buffers = ${sharedBuffers}`] } : {}),
  });
  return {
    ...queryable(db),
    // PGlite runs one statement at a time; its transaction holds the connection until the work settles.
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}
