import type { LoaderContext } from 'webpack';

/** `SuspenseException = Error(formatProdErrorMessage(460))`: an error react-dom's client makes as its module runs. */
const MADE_AT_LOAD = /^(?:var | {2})[\w$]+Exception = Error\(formatProdErrorMessage\(\d+\)\)/gm;

/** react-dom's client production file, the one module this loader is for. */
export const isReactDomClientBuildFile = (resource: string) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(resource);

/**
 * react-dom's client, run without `Error.stackTraceLimit` while its module
 * evaluates, the limit put back after. As it loads it makes five errors
 * that React throws and catches inside itself to suspend or abandon a render
 * (SuspenseException and its kin), never shown. With DevTools' Runtime
 * domain on (Lighthouse, Playwright, an open DevTools) V8 records the line
 * and column of every frame of an error it makes, and to find them parses
 * react-dom's whole module function again: 50–70 ms of a task on the mobile
 * profile, as the shell starts (`pnpm bench:devtools`). Without a limit V8
 * makes these errors without a stack, and parses nothing. No `try` around
 * the module: it costs 0.16 KB gzip of every page (the minifier keeps a
 * block's functions apart), and a react-dom that throws as it loads stops
 * the page's scripts anyway. The build fails when the file no longer makes
 * such errors, so an upgrade of React that drops them drops this loader too.
 */
export default function runReactDomWithoutStacksAtLoad(this: LoaderContext<object>, source: string): string {
  const sentinels = source.match(MADE_AT_LOAD)?.length ?? 0;
  if (sentinels === 0) {
    throw new Error(`${this.resourcePath}: react-dom's client no longer makes the errors react-dom-sentinel-errors-loader expects at load`);
  }
  return [
    '"use strict";',
    'var stackTraceLimitOutsideReactDom = Error.stackTraceLimit;',
    'delete Error.stackTraceLimit;',
    source,
    'Error.stackTraceLimit = stackTraceLimitOutsideReactDom;',
  ].join('\n');
}
