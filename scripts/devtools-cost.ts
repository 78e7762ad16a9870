/**
 * `pnpm bench:devtools`: how long react-dom's client module takes to evaluate
 * in Chromium with and without DevTools' Runtime domain on, unthrottled and
 * at the mobile profile's CPU 4x, as React publishes it and as the site builds
 * it. Lighthouse and Playwright turn that domain on; with it, V8 records the
 * line and column of each frame of every `Error` created and parses a
 * function again to find them, and react-dom's client creates errors as its
 * module loads; the site's build runs that module without
 * `Error.stackTraceLimit` (shared/build/react-dom-sentinel-errors-loader.ts,
 * docs/architecture.md §9). The page holds React and react-dom alone, each
 * production file wrapped as a module function as webpack does, with the
 * shell's compile hint; the browser is driven through one bare DevTools
 * connection (e2e/bench/bare-devtools.ts), so that nothing else asks for
 * stack traces. A benchmark, not a test (`RUNS`, `CHROME_PATH`).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoaderContext } from 'webpack';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBareDevTools } from '../e2e/bench/bare-devtools';
import { COMPILE_ON_LOAD_HINT } from '../shared/build/compile-on-load-plugin';
import runReactDomWithoutStacksAtLoad from '../shared/build/react-dom-sentinel-errors-loader';

const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The production files of React and react-dom as the shell installs them, by the name the others require them with. */
function reactFiles(): Record<string, string> {
  const fromShell = createRequire(path.join(root, 'shell/package.json'));
  const reactDir = path.dirname(fromShell.resolve('react/package.json'));
  const reactDomPackage = fromShell.resolve('react-dom/package.json');
  const reactDomDir = path.dirname(reactDomPackage);
  const schedulerDir = path.dirname(createRequire(reactDomPackage).resolve('scheduler/package.json'));
  return {
    react: path.join(reactDir, 'cjs/react.production.js'),
    scheduler: path.join(schedulerDir, 'cjs/scheduler.production.js'),
    'react-dom': path.join(reactDomDir, 'cjs/react-dom.production.js'),
    'react-dom/client': path.join(reactDomDir, 'cjs/react-dom-client.production.js'),
  };
}

/** The modules' script, react-dom's client as published or as the site's build makes it. */
function modulesScript(asTheSiteBuildsIt: boolean): string {
  const modules = Object.entries(reactFiles())
    .map(([name, file]) => {
      const source = readFileSync(file, 'utf8');
      const built = asTheSiteBuildsIt && name === 'react-dom/client' ? runReactDomWithoutStacksAtLoad.call({ resourcePath: file } as LoaderContext<object>, source) : source;
      return `${JSON.stringify(name)}:function(module,exports,require){${built}\n}`;
    })
    .join(',\n');
  return `${COMPILE_ON_LOAD_HINT}self.__modules={${modules}};`;
}
const SCRIPTS: Record<string, string> = { '/published.js': modulesScript(false), '/as-built.js': modulesScript(true) };
const page = (script: string) => `<!doctype html><html lang="en"><title>react-dom's start</title><p>react-dom's start</p><script src="${script}"></script><script>
self.process={env:{NODE_ENV:'production'}};
var cache={},load=function(name){if(cache[name])return cache[name].exports;var m={exports:{}};cache[name]=m;self.__modules[name](m,m.exports,load);return m.exports};
load('react');load('scheduler');load('react-dom');
var start=performance.now();load('react-dom/client');document.body.dataset.ms=String(performance.now()-start);
</script></html>`;

/** One page load in a fresh browser: the module's evaluation time in ms. */
async function measureOnce(url: string, runtimeDomain: boolean, cpuSlowdown: number): Promise<number> {
  const devtools = await openBareDevTools(CHROME_PATH);
  try {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (runtimeDomain) await devtools.send('Runtime.enable');
    await devtools.send('Page.navigate', { url });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const reply = await devtools.send('Runtime.evaluate', { expression: 'document.body && document.body.dataset.ms', returnByValue: true });
      const value = reply?.result?.value;
      if (typeof value === 'string') return Number(value);
    }
    throw new Error(`the page at ${url} gave no figure in 10 s`);
  } finally {
    await devtools.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = http.createServer((request, response) => {
  const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
  const script = SCRIPTS[pathname];
  response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
  response.end(script ?? page(searchParams.get('modules') ?? '/published.js'));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const figures = new Map<string, number[]>();
const cases = [1, 4].flatMap((cpuSlowdown) => [false, true].flatMap((runtimeDomain) => Object.keys(SCRIPTS).map((modules) => ({ cpuSlowdown, runtimeDomain, modules }))));
try {
  // The cases alternate within each round, so that a slower minute of the machine falls on all of them alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const { cpuSlowdown, runtimeDomain, modules } of cases) {
      const key = `${cpuSlowdown}|${runtimeDomain}|${modules}`;
      figures.set(key, [...(figures.get(key) ?? []), await measureOnce(`${url}?modules=${modules}`, runtimeDomain, cpuSlowdown)]);
    }
  }
} finally {
  server.close();
}
console.log(`react-dom/client's module evaluated, ms, median of ${RUNS} loads (each in a fresh browser), Chromium at ${CHROME_PATH}:`);
console.table(
  cases.map(({ cpuSlowdown, runtimeDomain, modules }) => {
    const values = figures.get(`${cpuSlowdown}|${runtimeDomain}|${modules}`)!;
    return {
      CPU: cpuSlowdown === 1 ? 'unthrottled' : `${cpuSlowdown}x slower`,
      'DevTools Runtime domain': runtimeDomain ? 'on (as Lighthouse, Playwright)' : 'off',
      'react-dom/client': modules === '/as-built.js' ? "as the site's build runs it" : 'as published',
      median: median(values).toFixed(1),
      loads: values.map((value) => value.toFixed(1)).join(' '),
    };
  }),
);
