import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDapps } from '../src/seed/dapps';
import { insertDapps, seedIfEmpty } from '../src/seed/run';
import { benchDapps } from './dapps';

const BATCH = 5_000;

/** Migrates and seeds `db`, then adds benchmark DApps until the catalogue holds `total`. */
export async function fillCatalogue(db: Database, total: number): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db);
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from dapps');
  const missing = total - count;
  if (missing <= 0) return;
  const dapps = benchDapps(seedDapps(), missing);
  const started = Date.now();
  for (let offset = 0; offset < dapps.length; offset += BATCH) {
    await db.transaction((tx) => insertDapps(tx, dapps.slice(offset, offset + BATCH), new Date()));
  }
  await db.exec('vacuum analyze');
  console.log(`  ${total.toLocaleString('en')} DApps ready (${missing.toLocaleString('en')} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
