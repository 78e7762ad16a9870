import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

/**
 * A durable job queue in the api's own database (table `jobs`, migration 9), on
 * PGlite and PostgreSQL alike. A worker claims one due job with
 * `FOR UPDATE SKIP LOCKED`, so concurrent workers (other processes of a fleet)
 * never take the same job; the claim is a lease (`locked_until`): a job whose
 * worker died runs again once the lease has run out. Jobs are enqueued in the
 * transaction that creates their work, so they exist exactly when it does.
 */

export interface Job<P = unknown> {
  readonly id: number;
  readonly name: string;
  readonly payload: P;
  /** 1 on the first run. */
  readonly attempts: number;
}

/** What a handler may ask for: to run again later (waiting on something outside, not an error). */
export type JobOutcome = void | { readonly retryInMs: number };
export type JobHandler = (job: Job) => Promise<JobOutcome>;

export interface WorkerOptions {
  /** Milliseconds between looks at the queue when it is empty (default 1000). */
  readonly pollMs?: number;
  /** How long a claim lasts before another worker may take the job again (default 5 minutes). */
  readonly leaseMs?: number;
  /** Runs that may throw before a job is given up ('dead', kept with its last error; default 8). */
  readonly maxAttempts?: number;
  /** Delay before the run after a thrown error (default 2 s doubling, at most 5 minutes). */
  readonly backoffMs?: (attempts: number) => number;
  /** Told of every thrown error and of jobs given up. */
  readonly onError?: (job: Job, error: unknown, givenUp: boolean) => void;
}

export const defaultBackoff = (attempts: number): number => Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 300_000);

/** Adds a job, due at once or after `delayMs`. */
export async function enqueue(db: Queryable, name: string, payload: unknown, delayMs = 0): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into jobs (name, payload, run_at) values ($1, $2, now() + $3 * interval '1 millisecond') returning id`,
    [name, JSON.stringify(payload), delayMs],
  );
  return Number(row.id);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Runs the jobs of its handlers' names, one at a time, until stopped. */
export class JobWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: WorkerOptions = {},
  ) {}

  /** Claims one due job of a known name, runs it and records the result; false when none was due. */
  async runOnce(): Promise<boolean> {
    const leaseMs = this.options.leaseMs ?? 300_000;
    const [row] = await this.db.query<{ id: string; name: string; payload: unknown; attempts: number }>(
      `update jobs set state = 'running', attempts = attempts + 1, locked_by = $1,
         locked_until = now() + $2 * interval '1 millisecond', updated_at = now()
       where id = (
         select id from jobs
         where name = any($3::text[]) and run_at <= now()
           and (state = 'queued' or (state = 'running' and locked_until < now()))
         order by run_at, id limit 1 for update skip locked)
       returning id, name, payload, attempts`,
      [this.id, leaseMs, Object.keys(this.handlers)],
    );
    if (!row) return false;
    const job: Job = { id: Number(row.id), name: row.name, payload: row.payload, attempts: row.attempts };
    try {
      const outcome = await this.handlers[job.name](job);
      if (outcome) await this.release(job, 'queued', outcome.retryInMs, null);
      else await this.release(job, 'done', 0, null);
    } catch (error) {
      const givenUp = job.attempts >= (this.options.maxAttempts ?? 8);
      this.options.onError?.(job, error, givenUp);
      await this.release(job, givenUp ? 'dead' : 'queued', (this.options.backoffMs ?? defaultBackoff)(job.attempts), errorText(error));
    }
    return true;
  }

  /** Ends a claim; a worker whose lease ran out (and whose job another took) changes nothing. */
  private async release(job: Job, state: 'queued' | 'done' | 'dead', delayMs: number, error: string | null): Promise<void> {
    await this.db.query(
      `update jobs set state = $3, run_at = now() + $4 * interval '1 millisecond', locked_by = null, locked_until = null,
         last_error = coalesce($5, last_error), updated_at = now()
       where id = $1 and locked_by = $2`,
      [job.id, this.id, state, delayMs, error],
    );
  }

  /** Works through due jobs, then looks again every `pollMs`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.options.pollMs ?? 1000);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()));
    } catch (error) {
      // The database is away (closing, restarting): look again at the next poll.
      this.options.onError?.({ id: 0, name: 'claim', payload: null, attempts: 0 }, error, false);
    }
  }

  /** Stops claiming and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
