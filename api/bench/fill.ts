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
  const templates = seedDapps();
  const started = Date.now();
  // Made batch by batch: a million DApps made at once grew the heap of the process that then serves the
  // measured requests by gigabytes, for its collector to sweep while they are timed.
  for (let offset = 0; offset < missing; offset += BATCH) {
    const batch = benchDapps(templates, Math.min(BATCH, missing - offset), offset);
    await db.transaction((tx) => insertDapps(tx, batch, new Date()));
  }
  await db.exec('vacuum analyze');
  // The fill leaves gigabytes of changed pages in the shared buffers; the checkpoint that writes them out
  // would otherwise run, spread over minutes, during the measurements that follow.
  await db.exec('checkpoint').catch((error: Error) => console.log(`  no checkpoint after the fill (${error.message}): one may run while measuring.`));
  console.log(`  ${total.toLocaleString('en')} DApps ready (${missing.toLocaleString('en')} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
