/**
 * `pnpm perf`: builds the site, serves it, and runs Lighthouse in Debian's
 * Chromium, mobile and desktop, on the key routes. Prints the median of
 * several runs per route (a 2-core machine is noisy). With mobile, it then
 * measures how soon the header's menu answers a tap while each page loads
 * (e2e/bench/tap-during-load.ts). A benchmark, not a test.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { matchRoute, parsePath } from '../shared/src/routes/routes';
import { checkBudgets } from '../shared/build/js-budget/budget';
import { readBudgets, readBuilds } from '../shared/build/js-budget/read-builds';
import type { FirstLoad } from '../shared/build/js-budget/first-load';
import { missingFonts } from './perf-fonts';

/** `{article}` and `{dapp}` stand for the newest English article and the first listed DApp, asked of the api once it runs. */
const ROUTE_PATTERNS = process.env.PERF_ROUTES?.split(',') ?? [
  '/en', '/en/about', '/en/dappstore', '/en/dappstore/detail?id={dapp}', '/en/news', '/en/news/{article}', '/en/submit/dapp', '/en/download/app', '/ja/dappstore',
];
const PORT = Number(process.env.PERF_PORT ?? 4400);
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const ORIGIN = `http://localhost:${PORT}`;
const MODES = (process.env.PERF_MODES?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
/** When set, every Lighthouse report is written there as JSON, to study what a figure is made of. */
const REPORT_DIR = process.env.PERF_REPORT_DIR;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsGzipBytes: number;
  scriptRequests: number;
}

/** The route's first load as the build's manifests give it (`pnpm budget`), beside what Lighthouse saw. */
function builtFirstLoad(route: string): FirstLoad | undefined {
  const root = path.resolve(import.meta.dirname, '..');
  const { lang, rest } = parsePath(new URL(route, 'http://x').pathname);
  const pattern = matchRoute(rest)?.path;
  if (!lang || pattern === undefined) return undefined;
  const budgets = readBudgets(root);
  return checkBudgets(readBuilds(root, budgets), budgets, lang).loads.find((load) => load.route === pattern);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figuresOf(result: Result): Figures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? 0;
  const requests = (result.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstLoadJsGzipBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: requests.filter((r) => r.resourceType === 'Script').length,
  };
}

interface TapFigures {
  readonly buttonShownMs: number;
  /** null: the menu did not open (the tap was lost). */
  readonly tapToOpenMs: number | null;
  readonly hydratedMs: number;
}

interface LongTask {
  readonly durationMs: number;
}

interface TaskFigures {
  readonly scriptTasks: readonly LongTask[];
  readonly documentTasks: readonly LongTask[];
}

interface TaskRun {
  readonly withRuntimeDomain: TaskFigures;
  readonly asPhone: TaskFigures;
  readonly withoutScripts: TaskFigures;
}

/** A benchmark of e2e/bench on one page: they drive Chromium through Playwright, which the e2e package has. */
function runBench<T>(bench: 'tap-during-load' | 'tasks-during-load', url: string): T[] {
  const script = path.resolve(import.meta.dirname, `../e2e/bench/${bench}.ts`);
  // The tasks benchmark also drives Chromium through Node's WebSocket, behind a flag in Node 20.
  return JSON.parse(execFileSync(process.execPath, ['--experimental-websocket', '--import', 'tsx', script, url, String(RUNS)], { encoding: 'utf8' })) as T[];
}

const longest = (tasks: readonly LongTask[]) => Math.max(0, ...tasks.map((task) => task.durationMs));

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The site server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site server did not answer at ${url}`);
}

/** The routes with their ids filled in from the running site's api. */
async function resolveRoutes(): Promise<string[]> {
  const first = async (url: string) => ((await (await fetch(`${ORIGIN}${url}`, { headers: { lang: 'en' } })).json()) as { data: Array<{ id: number }> }).data[0].id;
  const article = ROUTE_PATTERNS.some((route) => route.includes('{article}')) ? await first('/v1/news/list?lang=en&count=1') : 0;
  const dapp = ROUTE_PATTERNS.some((route) => route.includes('{dapp}')) ? await first('/v1/application/list?lang=en&count=1') : 0;
  return ROUTE_PATTERNS.map((route) => route.replace('{article}', String(article)).replace('{dapp}', String(dapp)));
}

async function main(): Promise<void> {
  const fonts = missingFonts(ROUTE_PATTERNS);
  const withoutFonts = fonts ? `measured WITHOUT a font for ${fonts.languages.join(', ')} (PERF_WITHOUT_FONTS): Chromium laid those pages out through a failing font fallback that no phone has` : '';
  if (fonts && !process.env.PERF_WITHOUT_FONTS) {
    throw new Error(
      `This machine has no font for ${fonts.languages.join(', ')}: Chromium would lay those pages out by searching every character for a font and finding none, which no phone does (and show empty boxes). Install the Noto fonts that Android ships for them (${fonts.install}), or set PERF_WITHOUT_FONTS=1 to measure anyway.`,
    );
  }
  if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['build'], { stdio: 'inherit' });
  const workDir = mkdtempSync(path.join(tmpdir(), 'tp-perf-'));
  const server = spawn('pnpm', ['--filter', '@tp/shell', 'serve'], {
    env: { ...process.env, PORT: String(PORT), REMOTES_DIR: path.join(workDir, 'remotes'), DATA_DIR: path.join(workDir, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(`${ORIGIN}/robots.txt`, server);
    const ROUTES = await resolveRoutes();
    const benchmarkIndexes: number[] = [];
    // Warm every route once in each encoding, so the first measured run is not a cold start.
    for (const route of ROUTES) {
      for (const encoding of ['br', 'gzip']) await fetch(`${ORIGIN}${route}`, { headers: { 'accept-encoding': encoding } });
    }
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      const rows: Array<{ route: string; mode: string } & Figures> = [];
      for (const mode of MODES) {
        for (const route of ROUTES) {
          const runs: Figures[] = [];
          // A run Lighthouse could not trace (e.g. NO_NAVSTART) is run again, a few times at most.
          for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt += 1) {
            const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
            const result = await lighthouse(`${ORIGIN}${route}`, flags, mode === 'desktop' ? desktopConfig : undefined);
            if (!result || result.lhr.runtimeError) {
              console.warn(`${mode} ${route}: Lighthouse failed (${result?.lhr.runtimeError?.code ?? 'no result'}), running again`);
              continue;
            }
            runs.push(figuresOf(result.lhr));
            benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
            if (REPORT_DIR) {
              mkdirSync(REPORT_DIR, { recursive: true });
              writeFileSync(path.join(REPORT_DIR, `${mode}${route.replaceAll('/', '_')}-${runs.length - 1}.json`), JSON.stringify(result.lhr));
            }
          }
          const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
          rows.push({
            route,
            mode,
            performance: pick('performance'),
            accessibility: pick('accessibility'),
            bestPractices: pick('bestPractices'),
            seo: pick('seo'),
            lcpMs: Math.round(pick('lcpMs')),
            tbtMs: Math.round(pick('tbtMs')),
            cls: Number(pick('cls').toFixed(3)),
            firstLoadJsGzipBytes: pick('firstLoadJsGzipBytes'),
            scriptRequests: pick('scriptRequests'),
          });
          console.log(`${mode.padEnd(8)} ${route.padEnd(30)} done (${RUNS} runs)`);
        }
      }
      const built = new Map(ROUTES.map((route) => [route, builtFirstLoad(route)]));
      console.log(`\nLighthouse, median of ${RUNS} runs per row (Debian Chromium, this machine):`);
      console.log(`Lighthouse benchmarkIndex (median of every run): ${median(benchmarkIndexes)}; load average: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
      if (withoutFonts) console.log(withoutFonts);
      console.table(
        rows.map((row) => ({
          mode: row.mode,
          route: row.route,
          perf: row.performance,
          a11y: row.accessibility,
          'best pr.': row.bestPractices,
          seo: row.seo,
          'LCP ms': row.lcpMs,
          'TBT ms': row.tbtMs,
          CLS: row.cls,
          'JS KB': (row.firstLoadJsGzipBytes / 1000).toFixed(1),
          'JS req.': row.scriptRequests,
          'built KB gz': built.get(row.route) ? (built.get(row.route)!.gzip / 1000).toFixed(1) : '',
          'built req.': built.get(row.route)?.requests ?? '',
        })),
      );
      console.log("JS KB / JS req.: scripts as Lighthouse transferred them (the page's encoding, brotli here); built: the first load of the route read from the build's manifests, gzip (pnpm budget, js-budget.json).");
      if (MODES.includes('mobile')) {
        const taps = ROUTES.map((route) => {
          const runs = runBench<TapFigures>('tap-during-load', `${ORIGIN}${route}`);
          const pick = (values: ReadonlyArray<number | null>) => {
            const known = values.filter((value): value is number => value !== null);
            return known.length ? Math.round(median(known)) : '';
          };
          return {
            route,
            'button painted ms': pick(runs.map((figures) => figures.buttonShownMs)),
            'tap to open menu ms': pick(runs.map((figures) => figures.tapToOpenMs)),
            'taps lost': runs.filter((figures) => figures.tapToOpenMs === null).length,
            'header hydrated ms': pick(runs.map((figures) => figures.hydratedMs)),
          };
        });
        console.log(`\nThe header's menu tapped while the page loads (Lighthouse mobile profile: CPU 4x slower, 150 ms RTT, 1.6 Mbit/s), median of ${RUNS} runs; load average: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
        console.table(taps);
        console.log('tap to open menu: from the input event of a tap on the button as soon as it is painted (scripts still loading) to the first frame with the menu open (median of the taps that opened it). Target: within 100 ms. taps lost: runs whose menu was not open 10 s after the tap.');

        const taskRuns = new Map(ROUTES.map((route) => [route, runBench<TaskRun>('tasks-during-load', `${ORIGIN}${route}`)]));
        const taskRows = (figuresOf: (run: TaskRun) => TaskFigures) =>
          ROUTES.map((route) => {
            const runs = taskRuns.get(route)!.map(figuresOf);
            return {
              route,
              'script tasks >= 50 ms': median(runs.map((figures) => figures.scriptTasks.length)),
              'longest script task ms': median(runs.map((figures) => longest(figures.scriptTasks))),
              'document tasks >= 50 ms': median(runs.map((figures) => figures.documentTasks.length)),
              'longest document task ms': median(runs.map((figures) => longest(figures.documentTasks))),
              // A median hides a load in three with a long task; these two do not.
              'loads with a task >= 50 ms': `${runs.filter((figures) => figures.scriptTasks.length + figures.documentTasks.length > 0).length} of ${runs.length}`,
              'longest task of any load ms': Math.max(...runs.map((figures) => longest([...figures.scriptTasks, ...figures.documentTasks]))),
            };
          });
        console.log(`\nLong tasks after the first contentful paint, until every section has hydrated and the browser is idle (the same profile, Chromium's own CPU throttling: measured durations), median of ${RUNS} runs; load average: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
        console.log("Loaded through Playwright, DevTools' Runtime domain on, as Lighthouse loads a page:");
        console.table(taskRows((run) => run.withRuntimeDomain));
        console.log('Loaded through a bare DevTools connection (screen, CPU, network and the trace; no Runtime domain), as a phone runs the page:');
        console.table(taskRows((run) => run.asPhone));
        console.log("The same connection with JavaScript off, the server's HTML and styles alone: the browser's own work on the document, before any script of the page:");
        console.table(taskRows((run) => run.withoutScripts));
        console.log("script tasks: the page's scripts run for most of the task (hydration, module evaluation, the shell's start). document tasks: the browser styling, laying out, painting or parsing the page. Target: no task of ours over 50 ms. With the Runtime domain on, V8 records where every error is made, which a phone without DevTools does not pay for (docs/architecture.md §9, pnpm bench:devtools). JavaScript off: what the browser does with the server's HTML and styles before any script runs.");
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
