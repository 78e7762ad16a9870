import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Load, LoadResult } from './load';
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
function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * A fixed rate: requests due at evenly spaced times, whatever the answers
 * before them, each timed from when it was due, so that a request waiting for
 * a free connection counts its wait. (autocannon's `overallRate` sends each
 * second's requests at once and then pauses: a burst, not a rate.)
 */
async function atFixedRate(load: Load, rate: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const due = Math.round(rate * load.seconds);
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < due; i++) {
    const at = started + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(
      get(agent, load.url + pathOf(load.paths, i)).then((status) => {
        latencies.push(performance.now() - at);
        if (status !== 200) errors++;
      }),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: due / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors, sent: due };
}

// Sends one load (runLoad) and answers its figures.
process.once('message', async (message) => {
  const load = message as Load;
  const answer = load.rate ? await atFixedRate(load, load.rate) : await atFullLoad(load);
  process.send!(answer, () => process.exit(0));
});
