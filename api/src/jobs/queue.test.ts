import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Database } from '../db/database';
import { makeJobsDue, runDueJobs } from '../testing/jobs';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { enqueue, JobWorker, type Job } from './queue';

let test: TestDatabase;
/** A second connection to the same database, as a second process has (PostgreSQL); PGlite has one. */
let second: Database;
beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
  second = test.options.databaseUrl ? await openDatabase(test.options) : test.db;
});
afterAll(async () => {
  if (second !== test.db) await second.close();
  await test.close();
});
beforeEach(() => test.db.query('delete from jobs'));

const jobStates = () => test.db.query<{ state: string; attempts: number; last_error: string | null }>('select state, attempts, last_error from jobs order by id');

describe('the job queue', () => {
  it('runs each job once across two workers working at the same time', async () => {
    for (let i = 0; i < 30; i++) await enqueue(test.db, 'count', { n: i });
    const seen: number[] = [];
    const handler = async (job: Job) => {
      seen.push((job.payload as { n: number }).n);
      // Hand the turn over mid-job, so the other worker claims while this one holds its job.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const one = new JobWorker(test.db, { count: handler });
    const two = new JobWorker(second, { count: handler });
    const [a, b] = await Promise.all([runDueJobs(one), runDueJobs(two)]);
    expect(a + b).toBe(30);
    expect([...seen].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect((await jobStates()).every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
  });

  it('retries a failing job with backoff, then gives it up with its error', async () => {
    await enqueue(test.db, 'flaky', {});
    const delays: number[] = [];
    const worker = new JobWorker(test.db, { flaky: () => Promise.reject(new Error('endpoint down')) }, {
      maxAttempts: 3,
      backoffMs: (attempts) => {
        delays.push(attempts);
        return 60_000;
      },
    });
    expect(await runDueJobs(worker)).toBe(1);
    // Not due again before its backoff.
    expect(await runDueJobs(worker)).toBe(0);
    expect(await jobStates()).toEqual([{ state: 'queued', attempts: 1, last_error: 'endpoint down' }]);
    await makeJobsDue(test.db);
    await runDueJobs(worker);
    await makeJobsDue(test.db);
    await runDueJobs(worker);
    expect(await jobStates()).toEqual([{ state: 'dead', attempts: 3, last_error: 'endpoint down' }]);
    expect(delays).toEqual([1, 2, 3]);
  });

  it('runs again a job whose worker died holding it, once its lease has run out', async () => {
    await enqueue(test.db, 'slow', {});
    // A worker claimed it and died: running, its lease over.
    await test.db.query(`update jobs set state = 'running', attempts = 1, locked_by = 'gone', locked_until = now() - interval '1 second'`);
    const ran: number[] = [];
    const worker = new JobWorker(test.db, { slow: async (job) => void ran.push(job.attempts) });
    await runDueJobs(worker);
    expect(ran).toEqual([2]);
    expect(await jobStates()).toMatchObject([{ state: 'done' }]);
  });

  it('brings back a job that asks to wait, without counting it as an error', async () => {
    await enqueue(test.db, 'wait', {});
    let runs = 0;
    const worker = new JobWorker(test.db, { wait: async () => (++runs < 2 ? { retryInMs: 60_000 } : undefined) });
    await runDueJobs(worker);
    expect(await jobStates()).toEqual([{ state: 'queued', attempts: 1, last_error: null }]);
    await makeJobsDue(test.db);
    await runDueJobs(worker);
    expect(await jobStates()).toEqual([{ state: 'done', attempts: 2, last_error: null }]);
  });
});
