import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import type { Load, LoadResult, SlowRequest } from './load';
import { pathOf } from './paths';

/** Full load: each connection sends its next request as soon as the last is answered. */
async function atFullLoad(load: Load): Promise<LoadResult> {
  let sent = 0;
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(load.paths, sent++) }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, sent };
}

/** The status of a GET, 0 when it got none. */
async function get(pool: Pool, path: string): Promise<number> {
  try {
    const { statusCode, body } = await pool.request({ method: 'GET', path });
    await body.dump();
    return statusCode;
  } catch {
    return 0;
  }
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * Seconds a fixed rate runs before its requests are timed: this process has
 * just started, and compiling its code takes a core of a small machine from
 * the server under test (the first half second's requests took 10-20 ms).
 */
const WARM_UP_SECONDS = 1;

/** The slowest requests a fixed rate reports, to tell one stall (due within milliseconds) from slowness spread over the run. */
const SLOWEST_SHOWN = 8;

/**
 * A fixed rate: requests due at evenly spaced times, whatever the answers
 * before them, each timed from when it was due, so that a request waiting for
 * a free connection counts its wait. (autocannon's `overallRate` sends each
 * second's requests at once and then pauses: a burst, not a rate.)
 */
async function atFixedRate(load: Load, rate: number): Promise<LoadResult> {
  // undici: node:http's client took 0.6 ms of CPU per request, a fifth of a core at 300 req/s taken from the server under test.
  const pool = new Pool(load.url, { connections: load.connections });
  const warmUp = Math.round(rate * WARM_UP_SECONDS);
  const due = warmUp + Math.round(rate * load.seconds);
  const latencies: number[] = [];
  const timed: SlowRequest[] = [];
  const answers: Promise<void>[] = [];
  let errors = 0;
  const started = performance.now();
  let timedFrom = started;
  for (let i = 0; i < due; i++) {
    const at = started + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    if (i === warmUp) timedFrom = at;
    answers.push(
      get(pool, pathOf(load.paths, i)).then((status) => {
        if (i < warmUp) return;
        const ms = performance.now() - at;
        latencies.push(ms);
        timed.push({ dueAt: performance.timeOrigin + at, ms });
        if (status !== 200) errors++;
      }),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - timedFrom) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  return { rps: (due - warmUp) / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors, sent: due, slowest };
}

// Sends one load (runLoad) and answers its figures.
process.once('message', async (message) => {
  const load = message as Load;
  const answer = load.rate ? await atFixedRate(load, load.rate) : await atFullLoad(load);
  process.send!(answer, () => process.exit(0));
});
