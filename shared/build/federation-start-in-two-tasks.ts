import type { Chunk, ChunkGraph, Compiler } from 'webpack';

const PLUGIN_NAME = 'FederationStartInTwoTasksPlugin';

/** A module of the federation runtime's own packages (`@module-federation/runtime-core`, `sdk`, the bundler runtime…). */
const FEDERATION_RUNTIME_MODULE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@module-federation[\\/]/;

export function isFederationRuntimeModule(resource: string | null | undefined): boolean {
  return !!resource && FEDERATION_RUNTIME_MODULE.test(resource);
}

/**
 * Runtime code for the entry chunk, after the federation plugin's own start
 * (`__webpack_require__.x`): the script's first call of the start only
 * evaluates the federation runtime's modules; the start itself is called
 * again, in the next task, by `deferredStartup`.
 */
export function evaluateRuntimeFirst(runtimeModuleIds: readonly (string | number)[]): string {
  return [
    'var federationStart = __webpack_require__.x;',
    '__webpack_require__.x = function () {',
    `  ${JSON.stringify(runtimeModuleIds)}.forEach(function (id) { __webpack_require__(id); });`,
    '  __webpack_require__.x = federationStart;',
    '};',
  ].join('\n');
}

/** The entry's startup (as webpack wrote it) run in a task of its own, after the federation runtime's start. */
export function deferredStartup<T>(startupSource: T): [string, T, string] {
  return ['setTimeout(function () {\n__webpack_require__.x();\n', startupSource, '\n}, 0);\n'];
}

function federationRuntimeModuleIds(chunk: Chunk, chunkGraph: ChunkGraph): (string | number)[] {
  return [...chunkGraph.getChunkModulesIterable(chunk)]
    .filter((module) => isFederationRuntimeModule(module.nameForCondition()))
    .map((module) => chunkGraph.getModuleId(module))
    .filter((id): id is string | number => id !== null)
    .sort((a, b) => String(a).localeCompare(String(b)));
}

/**
 * Starts the shell's entry in two tasks instead of one. Run whole, the entry
 * script evaluated the federation runtime's packages, set the runtime up
 * (its instance, the shared scope with every singleton, the initial consumes)
 * and ran the entry module in one task: 50–90 ms on the Lighthouse mobile
 * profile, the one task past 50 ms on every page. Evaluating the packages
 * takes about half of it and needs nothing of the page, so it stays with the
 * script; the set-up and the entry module follow in a task of their own, and
 * a tap between the two is answered. Only the named entry's chunk: nothing
 * else of the page runs before the shell has started.
 */
export class FederationStartInTwoTasksPlugin {
  constructor(private readonly entryName: string) {}

  apply(compiler: Compiler): void {
    const { javascript, sources, RuntimeGlobals, RuntimeModule } = compiler.webpack;
    class EvaluateRuntimeFirstModule extends RuntimeModule {
      constructor() {
        // After the federation plugin's start (STAGE_ATTACH), which it wraps.
        super('evaluate the federation runtime first', RuntimeModule.STAGE_TRIGGER);
      }
      override generate(): string | null {
        const ids = this.chunk && this.chunkGraph ? federationRuntimeModuleIds(this.chunk, this.chunkGraph) : [];
        return ids.length ? evaluateRuntimeFirst(ids) : null;
      }
    }
    const isEntryChunk = (chunk: Chunk) => chunk.name === this.entryName && chunk.hasRuntime();
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, requirements) => {
        if (!isEntryChunk(chunk) || !requirements.has(RuntimeGlobals.startupOnlyBefore)) return;
        compilation.addRuntimeModule(chunk, new EvaluateRuntimeFirstModule());
      });
      const { renderStartup } = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      renderStartup.tap(PLUGIN_NAME, (startupSource, _lastModule, { chunk, chunkGraph }) => {
        if (!isEntryChunk(chunk) || federationRuntimeModuleIds(chunk, chunkGraph).length === 0) return startupSource;
        return new sources.ConcatSource(...deferredStartup(startupSource));
      });
    });
  }
}
