import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import runReactDomWithoutStacksAtLoad, { isReactDomClientBuildFile } from './react-dom-sentinel-errors-loader';

const fromShell = createRequire(path.join(__dirname, '../../shell/package.json'));
const reactDomClientFile = path.join(path.dirname(fromShell.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
const run = (source: string, resourcePath = reactDomClientFile) => runReactDomWithoutStacksAtLoad.call({ resourcePath } as LoaderContext<object>, source);

/** Runs a CommonJS source as webpack's module function would, requiring what react-dom's client requires. */
function evaluate(source: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', source)(module, module.exports, createRequire(reactDomClientFile));
  return module.exports;
}

const sentinelModule = [
  '"use strict";',
  'function formatProdErrorMessage(code) { return "Minified React error #" + code; }',
  'var SuspenseException = Error(formatProdErrorMessage(460)),',
  '  SuspenseyCommitException = Error(formatProdErrorMessage(474));',
  'exports.stacks = [SuspenseException.stack, SuspenseyCommitException.stack];',
  'exports.limitWhileLoading = "stackTraceLimit" in Error;',
].join('\n');

describe("react-dom's client, run without stack traces at load", () => {
  it('makes the errors of its load without a stack, and puts the limit back', () => {
    const limitBefore = Error.stackTraceLimit;
    const loaded = evaluate(run(sentinelModule));
    expect(loaded).toEqual({ stacks: [undefined, undefined], limitWhileLoading: false });
    expect(Error.stackTraceLimit).toBe(limitBefore);
    // Unchanged, the same module gives its errors a stack.
    expect(evaluate(sentinelModule)).toEqual({ stacks: [expect.stringContaining('Minified React error #460'), expect.stringContaining('#474')], limitWhileLoading: true });
  });

  it("wraps react-dom's own client, which still exports its roots", () => {
    expect(isReactDomClientBuildFile(reactDomClientFile)).toBe(true);
    expect(isReactDomClientBuildFile(reactDomClientFile.replace('.production.', '.development.'))).toBe(false);
    const limitBefore = Error.stackTraceLimit;
    const client = evaluate(run(readFileSync(reactDomClientFile, 'utf8')));
    expect([typeof client.createRoot, typeof client.hydrateRoot]).toEqual(['function', 'function']);
    expect(Error.stackTraceLimit).toBe(limitBefore);
  });

  it('fails the build when the file no longer makes errors at load', () => {
    expect(() => run('"use strict";\nexports.createRoot = function () {};', '/x/react-dom-client.production.js')).toThrow(
      "/x/react-dom-client.production.js: react-dom's client no longer makes the errors react-dom-sentinel-errors-loader expects at load",
    );
  });
});
