import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@tp/shared/api/paths';
import type { ApiEnvelope, RawNewsItem } from '@tp/shared/api/types';
import { openDatabase } from '../src/db/open';
import { fillCatalogue } from './fill';
import { runLoad } from './load';

// `pnpm bench:site`: the built site served by its own server on a catalogue of BENCH_DAPPS (100 000) DApps,
// then page renders per route: at a fixed rate (the target's) and at full load. Needs `pnpm build` first.
const TOTAL_DAPPS = Number(process.env.BENCH_DAPPS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4171);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The target: page renders at this rate answer within this p99. */
const TARGET = { rate: 100, p99Ms: 50, routes: new Set(['/en/dappstore', '/en/news', '/en/news/{article}']) };
const ROUTES = ['/en', '/en/dappstore', '/en/news', '/en/news/{article}', '/en/dappstore/detail?id={dapp}'];

// `pnpm bench:site` runs this from the api's folder.
const repoDir = path.resolve(process.cwd(), '..');

interface Row { route: string; load: string; rps: number; p50: number; p99: number; errors: number; verdict: string }

function built(): boolean {
  return existsSync(path.join(repoDir, 'shell/dist/shell-info.json'));
}

async function untilReady(server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site server exited with ${server.exitCode}`);
    const answer = await fetch(`${ORIGIN}/readyz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(`${ORIGIN}${url}`);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The newest English article and the first DApp of the first category, as a visitor would open them. */
async function subjects(): Promise<{ article: number; dapp: number }> {
  const [news] = (await json<ApiEnvelope<RawNewsItem[]>>(`${API_PATHS.newsList}?start=0&count=1&status=0&lang=en`)).data;
  const [dapp] = (await json<ApiEnvelope<{ id: number }[]>>(`${API_PATHS.categoryDappList}?category_id=1&start=0&count=1`)).data;
  return { article: news.id, dapp: dapp.id };
}

async function bench(route: string, url: string): Promise<Row[]> {
  const load = { url: ORIGIN, connections: CONNECTIONS, paths: { path: url } };
  // A short warm-up: a running server has its releases loaded, its caches filled and its code optimised.
  await runLoad({ ...load, seconds: 2 });
  const rows: Row[] = [];
  for (const rate of [TARGET.rate, undefined]) {
    const result = await runLoad({ ...load, seconds: DURATION, rate });
    const targeted = rate !== undefined && TARGET.routes.has(route);
    rows.push({
      route, load: rate ? `${rate} req/s` : 'full load', rps: result.rps, p50: result.p50, p99: result.p99, errors: result.errors,
      verdict: targeted ? (result.p99 <= TARGET.p99Ms ? `p99 ≤ ${TARGET.p99Ms} ms` : `p99 over ${TARGET.p99Ms} ms`) : '-',
    });
  }
  return rows;
}

function print(rows: readonly Row[]): void {
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\n${cpus().length} CPUs, load average now ${load} (1, 5, 15 min); ${TOTAL_DAPPS.toLocaleString('en')} DApps, ${DURATION} s per line, ${CONNECTIONS} connections; load from a process of its own, a fixed rate timed from when each request was due.`);
  const header = ['route', 'load', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'target'];
  const lines = rows.map((r) => [r.route, r.load, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), r.verdict]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const format = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(format).join('\n')}\n`);
}

if (!built()) {
  console.error('bench:site serves the built site: run `pnpm build` first.');
  process.exit(1);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'tp-bench-site-'));
const dataDir = path.join(workDir, 'data');
// A catalogue of this size outgrows PGlite's default page cache; a deployment of that size sets the same.
process.env.PGLITE_SHARED_BUFFERS ??= '384MB';
console.log(`Filling ${dataDir} (PGlite, shared_buffers ${process.env.PGLITE_SHARED_BUFFERS})`);
const db = await openDatabase({ dataDir });
await fillCatalogue(db, TOTAL_DAPPS);
await db.close();

const server = spawn('pnpm', ['--filter', '@tp/shell', 'serve'], {
  cwd: repoDir,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, REMOTES_DIR: path.join(workDir, 'remotes'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
try {
  await untilReady(server);
  const { article, dapp } = await subjects();
  const rows: Row[] = [];
  for (const route of ROUTES) {
    const url = route.replace('{article}', String(article)).replace('{dapp}', String(dapp));
    console.log(`  ${url}`);
    rows.push(...(await bench(route, url)));
  }
  print(rows);
  // Renders whose data came from memory: a catalogue version that keeps moving would show here as misses.
  const metrics = await (await fetch(`${ORIGIN}/metrics`)).text();
  const lookups = (counter: string, outcome: string) => new RegExp(`${counter}_lookups_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics)?.[1] ?? '?';
  console.log(`Catalogue cache: ${lookups('catalogue_cache', 'hit')} lookups answered from memory, ${lookups('catalogue_cache', 'miss')} computed.`);
  console.log(`Page cache: ${lookups('page_cache', 'hit')} pages answered from memory, ${lookups('page_cache', 'miss')} written.`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  rmSync(workDir, { recursive: true, force: true });
}
