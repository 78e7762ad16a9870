import type { Compiler } from 'webpack';

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
          const initial = new Set(files);
          // Everything the entry loads at start-up; locale chunks are left out (one language is needed, not twelve).
          const preload = [...compilation.chunks]
            .filter((chunk) => !chunk.name?.startsWith('locale-'))
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js') && !initial.has(file));
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
