import type { Chunk, Compilation, Compiler } from 'webpack';
import { startChunks } from './entry-assets-plugin';

const PLUGIN_NAME = 'CompileOnLoadPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of a file
 * that starts with it is compiled as the file is streamed in, on a background thread, instead of on the main
 * thread the first time it is called.
 */
export const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The JavaScript files of an entry's own chunks and of the chunks behind its boundaries (the shell's start,
 * a section's exposed module), its strings left out: not the copies of the shared libraries, which a section
 * never loads on the site (the shell's are eager, in its entry).
 */
export function filesRunOnLoad(compilation: Compilation, entryName: string): Set<string> {
  const chunks: Chunk[] = [...(compilation.entrypoints.get(entryName)?.chunks ?? []), ...startChunks(compilation, entryName, { throughSharedCopies: false })];
  return new Set(chunks.filter((chunk) => !chunk.name?.startsWith('locale-')).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
}

/**
 * Marks the files a page runs as it loads (an entry and its start: the
 * shell's entry with react-dom, a section's entry and exposed module) with
 * V8's compile hint. Compiled lazily, each function was compiled on the main
 * thread when first called: react-dom's client alone, the largest module,
 * took 60–90 ms of a phone's main thread (Lighthouse mobile profile) to
 * compile and run as the shell started, a task past 50 ms on every page.
 * Only these files: the hint compiles every function of a file, used or not,
 * so code loaded later (a dialog, a form's later steps) stays lazy.
 */
export class CompileOnLoadPlugin {
  constructor(private readonly entryName: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // After minifying (which drops comments), before the source maps, hashes and precompressed copies are made.
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of filesRunOnLoad(compilation, this.entryName)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_ON_LOAD_HINT, source));
        }
      });
    });
  }
}
