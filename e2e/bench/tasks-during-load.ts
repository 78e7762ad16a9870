/**
 * The main thread's long tasks while a page loads on a phone (issue target:
 * on the Lighthouse mobile profile no task of ours runs longer than 50 ms).
 * Run by `pnpm perf`, a benchmark and not a test:
 * `node --experimental-websocket --import tsx e2e/bench/tasks-during-load.ts <page url> [runs]`
 * prints its figures as JSON.
 *
 * Each run loads the page in Debian's Chromium as the phone of Lighthouse's
 * mobile profile, with Chromium's own CPU throttling (the task durations are
 * measured, where Lighthouse's list of long tasks is simulated from an
 * unthrottled load), traces the renderer's main thread until every section
 * has hydrated and the browser is idle, and sorts each task of 50 ms or more
 * after the first contentful paint: a script task runs the page's scripts
 * for most of its time; a document task is the browser styling, laying out,
 * painting or parsing the page.
 *
 * Each run loads the page three times, in a fresh browser each time: driven
 * by Playwright, whose DevTools Runtime domain is on as Lighthouse's is;
 * through a bare DevTools connection that turns on only what the measurement
 * needs, as a phone runs the page (./bare-devtools.ts: with the Runtime domain
 * on, V8 parses react-dom's module again as it loads); and through that
 * connection with JavaScript off, the server's HTML and styles alone, which
 * tells the browser's own work on the document from what the scripts add.
 */
import { SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';
import { openBareDevTools } from './bare-devtools';
import { GIVE_UP_MS, LIGHTHOUSE_MOBILE_NETWORK, launchChromium, PHONE, runFromCommandLine, throttleLikeLighthouseMobile } from './phone';

const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];
/** Trace events in which the page's scripts run. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.evaluateModule', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame', 'FireIdleCallback']);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string } };
}

export interface LongTask {
  /** From the start of the navigation, ms. */
  readonly startMs: number;
  readonly durationMs: number;
  /** The time of the task spent running scripts, ms. */
  readonly scriptMs: number;
}

export interface TaskFigures {
  /** From the start of the navigation to the first contentful paint, ms. */
  readonly firstPaintMs: number;
  /** Tasks of 50 ms or more after the first contentful paint, in the page's scripts for most of their time. */
  readonly scriptTasks: readonly LongTask[];
  /** Tasks of 50 ms or more after the first contentful paint, the browser's work on the document for most of their time. */
  readonly documentTasks: readonly LongTask[];
}

/** Total length of the union of [start, end) intervals, µs. */
function coveredMicros(intervals: Array<readonly [number, number]>): number {
  let covered = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}

/** A trace without the events a measurement starts from: DevTools drops events when its trace buffer fills. */
class IncompleteTrace extends Error {}

export function longTasksOf(events: readonly TraceEvent[], pageUrl: string): TaskFigures {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl);
  if (!navigation) throw new IncompleteTrace(`The trace has no navigation to ${pageUrl}`);
  const onMainThread = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid);
  const firstPaint = onMainThread.find((event) => event.name === 'firstContentfulPaint' && event.ts > navigation.ts);
  if (!firstPaint) throw new IncompleteTrace(`The trace has no first contentful paint of ${pageUrl}`);
  const scriptTasks: LongTask[] = [];
  const documentTasks: LongTask[] = [];
  for (const task of onMainThread) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || !task.dur || task.ts < firstPaint.ts || task.dur < LONG_TASK_MS * 1000) continue;
    const end = task.ts + task.dur;
    const scripts = onMainThread.filter((event) => SCRIPT_EVENTS.has(event.name) && event.ph === 'X' && event.ts >= task.ts && event.ts < end);
    const scriptMicros = coveredMicros(scripts.map((event) => [event.ts, Math.min(end, event.ts + (event.dur ?? 0))] as const));
    const longTask: LongTask = {
      startMs: Math.round((task.ts - navigation.ts) / 1000),
      durationMs: Math.round(task.dur / 1000),
      scriptMs: Math.round(scriptMicros / 1000),
    };
    (scriptMicros * 2 >= task.dur ? scriptTasks : documentTasks).push(longTask);
  }
  return { firstPaintMs: Math.round((firstPaint.ts - navigation.ts) / 1000), scriptTasks, documentTasks };
}

/**
 * Resolves once every section has hydrated (regions below the fold hydrate when the browser is idle). Asked
 * through DevTools with a one-line expression: Playwright's locators would first evaluate its own script of
 * some hundred kilobytes in the page, a task of 60–90 ms on this profile that is none of the page's.
 */
async function hydrated(evaluate: Evaluate): Promise<void> {
  const expression = `document.readyState === 'complete' && !document.querySelector('[${SERVER_RENDER_ATTRIBUTE}]')`;
  for (const deadline = Date.now() + GIVE_UP_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if ((await evaluate(expression)) === true) return;
  }
  throw new Error(`The page's sections had not hydrated after ${GIVE_UP_MS} ms`);
}

/** `Runtime.evaluate` of an expression (a promise is awaited), its value. Needs no `Runtime.enable`. */
type Evaluate = (expression: string) => Promise<unknown>;

/** The page's network quiet for half a second, as Playwright's `networkidle` without its instrumentation. */
async function networkQuiet(evaluate: Evaluate): Promise<void> {
  let seen = -1;
  for (const deadline = Date.now() + GIVE_UP_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const count = (await evaluate("performance.getEntriesByType('resource').length")) as number;
    if (count === seen) return;
    seen = count;
  }
}

const IDLE = 'new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))';

/** Through Playwright, as Lighthouse has DevTools: the Runtime domain on. */
async function runWithRuntimeDomain(url: string): Promise<TaskFigures> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    const cdp = await throttleLikeLighthouseMobile(page);
    const evaluate: Evaluate = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value;
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await hydrated(evaluate);
    await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
    await evaluate(IDLE);
    await cdp.send('Tracing.end');
    await traced;
    return longTasksOf(events, page.url());
  } finally {
    await browser.close();
  }
}

/**
 * Through a bare DevTools connection: the phone's screen, user agent, CPU and network, the trace, nothing else.
 * With `scripts` false, JavaScript is off: the server's HTML and styles alone, the browser's own work on the
 * document before any script of the page runs.
 */
async function runAsPhone(url: string, scripts: boolean): Promise<TaskFigures> {
  const devtools = await openBareDevTools();
  try {
    const evaluate: Evaluate = async (expression) => (await devtools.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }))?.result?.value;
    const { width, height } = PHONE.viewport!;
    await devtools.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: PHONE.deviceScaleFactor, mobile: true });
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await devtools.send('Emulation.setUserAgentOverride', { userAgent: PHONE.userAgent });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!scripts) await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    // The network domain must be on for its throttling to apply.
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, ...LIGHTHOUSE_MOBILE_NETWORK });
    const events: TraceEvent[] = [];
    devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
    const traced = new Promise((resolve) => devtools.on('Tracing.tracingComplete', resolve));
    await devtools.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
    await devtools.send('Page.navigate', { url });
    if (scripts) await hydrated(evaluate);
    await networkQuiet(evaluate);
    // No idle callback runs with scripts off: there the network quiet for half a second ends the load.
    if (scripts) await evaluate(IDLE);
    await devtools.send('Tracing.end');
    await traced;
    return longTasksOf(events, (await evaluate('location.href')) as string);
  } finally {
    await devtools.close();
  }
}

export interface TaskRun {
  /** Loaded through Playwright, the DevTools Runtime domain on, as Lighthouse loads it. */
  readonly withRuntimeDomain: TaskFigures;
  /** Loaded through a bare DevTools connection, as a phone runs it. */
  readonly asPhone: TaskFigures;
  /** Loaded as `asPhone` with JavaScript off: the server's HTML and styles alone. */
  readonly withoutScripts: TaskFigures;
}

/** A load whose trace came incomplete measured nothing: it is made again, once, in a fresh browser, and said so. */
async function measured(load: () => Promise<TaskFigures>): Promise<TaskFigures> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof IncompleteTrace)) throw error;
    console.error(`${error.message}; loading it again`);
    return load();
  }
}

async function oneRun(url: string): Promise<TaskRun> {
  return {
    withRuntimeDomain: await measured(() => runWithRuntimeDomain(url)),
    asPhone: await measured(() => runAsPhone(url, true)),
    withoutScripts: await measured(() => runAsPhone(url, false)),
  };
}

await runFromCommandLine('tasks-during-load.ts', oneRun);
