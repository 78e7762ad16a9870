import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseOptions } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { seedIfEmpty } from '../seed/run';

/** Where a test's database lives, without a connection: for the plugin or a child process to open. */
export interface TestDatabasePlace {
  readonly options: DatabaseOptions;
  /** The same place as the api's environment variables. */
  readonly env: Record<string, string>;
  /** Drops what the place held. */
  close(): Promise<void>;
}

export interface TestDatabase extends TestDatabasePlace {
  readonly db: Database;
}

/** A connection string whose sessions work in `schema` (pg reads `options` from the URL). */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

/**
 * A new PGlite cluster dumped once per test run by the api project's global
 * set-up: creating a cluster takes seconds, loading one a fraction of that.
 * Unset, every database creates its own.
 */
export const CLUSTER_DUMP = 'TP_TEST_CLUSTER_DUMP';

/**
 * A fresh, empty place for one test file: PGlite (in memory unless `dataDir`
 * is given), or its own schema on the PostgreSQL server of DATABASE_URL,
 * dropped at close, so test files never see each other's rows.
 */
export async function reserveTestDatabase(dataDir = 'memory://'): Promise<TestDatabasePlace> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { options: { dataDir, clusterDump: process.env[CLUSTER_DUMP] }, env: { DATA_DIR: dataDir }, close: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const databaseUrl = withSearchPath(serverUrl, schema);
  return {
    options: { databaseUrl },
    env: { DATABASE_URL: databaseUrl },
    async close() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** A reserved place, opened. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const place = await reserveTestDatabase();
  const db = await openDatabase(place.options);
  return {
    ...place,
    db,
    async close() {
      await db.close();
      await place.close();
    },
  };
}

/** A reserved place, opened, migrated and holding the seed data, as `pnpm start` leaves it. */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const test = await openTestDatabase();
  await migrate(test.db);
  await seedIfEmpty(test.db);
  return test;
}
