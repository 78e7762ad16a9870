import path from 'node:path';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/** `bundle-report.json`, beside every browser build: what the JavaScript budget check reads (shared/build/js-budget). */
export const BUNDLE_REPORT_FILE = 'bundle-report.json';

export interface BundleReport {
  /** Every emitted JavaScript file: the npm packages bundled in it and the shared modules it asks the federation for. */
  readonly files: Readonly<Record<string, { readonly packages: readonly string[]; readonly consumes: readonly string[] }>>;
  /** Share key → the files of the copy this build provides. */
  readonly provides: Readonly<Record<string, readonly string[]>>;
  /** Source module (relative to the package, e.g. `src/routes/DappForm.tsx`) → the files its `import()` fetches. */
  readonly lazy: Readonly<Record<string, readonly string[]>>;
}

interface ProvideSharedModule extends Module {
  readonly _name: string;
}
interface ConsumeSharedModule extends Module {
  readonly options: { readonly shareKey: string };
}
interface WithInnerModules extends Module {
  readonly modules?: readonly Module[];
}

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/name/dist/a.js` → `@scope/name`. */
export function packageOf(resource: string): string | undefined {
  const at = resource.lastIndexOf(`node_modules${path.sep}`);
  if (at < 0) return undefined;
  const [first, second] = resource.slice(at + 'node_modules/'.length).split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function jsFiles(chunks: Iterable<Chunk>): string[] {
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

function report(compilation: Compilation): BundleReport {
  const { chunkGraph, moduleGraph } = compilation;
  const files: Record<string, { packages: string[]; consumes: string[] }> = {};
  for (const chunk of compilation.chunks) {
    const packages = new Set<string>();
    const consumes = new Set<string>();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumes.add((module as ConsumeSharedModule).options.shareKey);
      for (const inner of (module as WithInnerModules).modules ?? [module]) {
        const found = packageOf(inner.nameForCondition() ?? '');
        if (found) packages.add(found);
      }
    }
    for (const file of jsFiles([chunk])) files[file] = { packages: [...packages].sort(), consumes: [...consumes].sort() };
  }
  const blockFiles = (module: Module) => module.blocks.flatMap((block) => jsFiles(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
  const provides: Record<string, string[]> = {};
  const lazy: Record<string, string[]> = {};
  const context = compilation.compiler.context;
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provides[(module as ProvideSharedModule)._name] = blockFiles(module);
    const resource = module.nameForCondition();
    if (!resource || packageOf(resource) || !module.blocks.length) continue;
    for (const block of module.blocks) {
      const target = block.dependencies[0] && moduleGraph.getModule(block.dependencies[0]);
      const targetResource = target?.nameForCondition();
      // Imports with a template (one chunk per language) are the locale chunks, read from the manifests.
      if (!targetResource || target?.type === 'javascript/dynamic') continue;
      lazy[path.relative(context, targetResource).split(path.sep).join('/')] = jsFiles(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    }
  }
  return { files, provides, lazy };
}

/** Emits the build's BundleReport (what is in each file, what is shared, what loads on `import()`). */
export class BundleReportPlugin {
  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BundleReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(BUNDLE_REPORT_FILE, new webpack.sources.RawSource(JSON.stringify(report(compilation), null, 2)));
      });
    });
  }
}
