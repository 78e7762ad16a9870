import type { Queryable } from './database';
import { MIGRATIONS } from './migrations';

/**
 * Why the database cannot serve yet: unreachable, or missing migrations this
 * code needs (another server of the fleet may not have run them). Empty when ready.
 */
export async function databaseProblems(db: Queryable, migrations = MIGRATIONS): Promise<string[]> {
  let applied: Set<number>;
  try {
    applied = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version));
  } catch (error) {
    return [`database unreachable: ${(error as Error).message}`];
  }
  const missing = migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.version);
  return missing.length ? [`database migrations missing: ${missing.join(', ')}`] : [];
}
