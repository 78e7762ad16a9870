import type pg from 'pg';

/** How long the server must have run no background work before measuring, and how long to wait for that at most. */
const QUIET_MS = 5_000;
const AT_MOST_MS = 10 * 60_000;
const POLL_MS = 500;

/**
 * Waits until the server has run no autovacuum worker for a few seconds:
 * after a fill of millions of rows autovacuum analyzes and vacuums the new
 * tables for minutes, on the cores the measured requests need, which a
 * server in service does only now and then. Prints how long it waited.
 */
export async function waitForQuietServer(admin: pg.Client): Promise<void> {
  const started = Date.now();
  let quietSince = started;
  let busy = 0;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() - started > AT_MOST_MS) {
      console.log(`  the server still runs autovacuum after ${AT_MOST_MS / 60_000} minutes: measuring anyway`);
      return;
    }
    const [{ workers }] = (await admin.query<{ workers: number }>(`select count(*)::int as workers from pg_stat_activity where backend_type = 'autovacuum worker'`)).rows;
    if (workers > 0) {
      busy += POLL_MS;
      quietSince = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (busy > 0) console.log(`  waited ${((Date.now() - started) / 1000).toFixed(0)} s for the server's autovacuum to finish`);
}
