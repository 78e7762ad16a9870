import type { Queryable } from '../db/database';
import type { JobWorker } from '../jobs/queue';

/** Runs every due job once at most (a job that asks to come back waits for `makeJobsDue`); answers how many ran. */
export async function runDueJobs(worker: JobWorker, limit = 200): Promise<number> {
  let ran = 0;
  while (ran < limit && (await worker.runOnce())) ran++;
  return ran;
}

/** Time passes: every waiting job is due now. */
export async function makeJobsDue(db: Queryable): Promise<void> {
  await db.query(`update jobs set run_at = now() - interval '1 second' where state = 'queued'`);
}
