import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Paths } from './paths';

export interface Load {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  /** Requests per second in all; at full load when absent. */
  readonly rate?: number;
  readonly paths: Paths;
}

export interface LoadResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** Requests sent, so that the next load's new keys follow this one's. */
  readonly sent: number;
  /** At a fixed rate: the slowest timed requests, slowest first. */
  readonly slowest?: readonly SlowRequest[];
}

/** A timed request: when it was due (wall clock, ms since the epoch) and how long its answer took. */
export interface SlowRequest {
  readonly dueAt: number;
  readonly ms: number;
}

/**
 * Runs `load` (autocannon) from a process of its own. In the process under
 * test, the load's own work would wait in the same event loop as the server's
 * and be counted in every latency, which no visitor's request pays.
 */
export function runLoad(load: Load): Promise<LoadResult> {
  const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    generator.once('message', (result) => resolve(result as LoadResult));
    generator.once('error', reject);
    generator.once('exit', (code) => reject(new Error(`The load generator exited (${code}) without a result`)));
    generator.send(load);
  });
}
