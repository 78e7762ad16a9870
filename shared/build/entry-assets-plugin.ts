import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/** What a federation build says of a shared module: provided under a share key, or consumed by one. */
interface ProvideSharedModule extends Module {
  readonly _name: string;
}
interface ConsumeSharedModule extends Module {
  readonly options: { readonly shareKey: string };
}

const PROVIDE_TYPE = 'provide-module';
const CONSUME_TYPE = 'consume-shared-module';

/**
 * The chunks an entry fetches as it starts: those behind its own async boundary
 * (`import('./bootstrap')`) and, for every shared library they consume, the
 * chunks of the copy this build provides, followed through the libraries those
 * consume in turn. A shared library nobody consumes at start (e.g. `react-dom`
 * itself when only `react-dom/client` is imported) is left out, so no preloaded
 * file goes unused. Without `throughSharedCopies`, only the chunks behind the
 * entry's boundaries: those of a build whose shared libraries another provides.
 */
export function startChunks(compilation: Compilation, entryName: string, { throughSharedCopies = true } = {}): Set<Chunk> {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return new Set();
  const blockChunks = (module: Module) => module.blocks.flatMap((block) => [...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]);
  const providers = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_TYPE) providers.set((module as ProvideSharedModule)._name, blockChunks(module));
  }
  const found = new Set<Chunk>();
  const queue: Chunk[] = entry.chunks.flatMap((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].filter((module) => module.type !== PROVIDE_TYPE && module.type !== CONSUME_TYPE).flatMap(blockChunks),
  );
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (found.has(chunk) || entry.chunks.includes(chunk)) continue;
    found.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (throughSharedCopies && module.type === CONSUME_TYPE) queue.push(...(providers.get((module as ConsumeSharedModule).options.shareKey) ?? []));
    }
  }
  return found;
}

/** Writes `entry-assets.json`: the initial JS and CSS files of one entry and the chunks to preload, for the site server's HTML. */
export class EntryAssetsPlugin {
  constructor(private readonly entryName: string) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(this.entryName);
          const files = entry ? entry.getFiles() : [];
          // Locale chunks are left out: one language is needed, not twelve.
          const preload = [...startChunks(compilation, this.entryName)]
            .filter((chunk) => !chunk.name?.startsWith('locale-'))
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'));
          const locales: Record<string, string[]> = {};
          for (const chunk of compilation.chunks) {
            const lang = /^locale-(?:common-)?(.+)$/.exec(chunk.name ?? '')?.[1];
            if (lang) locales[lang] = [...(locales[lang] ?? []), ...[...chunk.files].filter((file) => file.endsWith('.js'))];
          }
          const assets = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
            preload,
            locales,
          };
          compilation.emitAsset('entry-assets.json', new webpack.sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}
