import type { Database } from './database';
import { MIGRATIONS, type Migration } from './migrations';

/** Applies the migrations a database lacks; safe to run from several processes at once. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec('create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())');
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts: the second process waits, then sees the version applied.
      await tx.query('select pg_advisory_xact_lock(7301)');
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
