import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';

export interface TestDatabase {
  readonly db: Database;
  /** For child processes: the same database as environment variables. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** A connection string whose sessions work in `schema` (pg reads `options` from the URL). */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

/**
 * A fresh, empty database for one test file: PGlite in memory by default, or
 * its own schema on the PostgreSQL server of DATABASE_URL (dropped at close),
 * so test files never see each other's rows.
 */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = options.dataDir ?? 'memory://';
    const db = await openDatabase({ dataDir });
    return { db, env: { DATA_DIR: dataDir }, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const databaseUrl = withSearchPath(serverUrl, schema);
  const db = await openDatabase({ databaseUrl });
  return {
    db,
    env: { DATABASE_URL: databaseUrl },
    async close() {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
