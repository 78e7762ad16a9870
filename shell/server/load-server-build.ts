import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

interface LoadedFile {
  exports: unknown;
}

/**
 * Loads a released server build (the CommonJS files webpack wrote for Node:
 * an entry and the chunks it requires by relative path) with Node's own
 * compiler, outside the loader hooks the site server runs under. Through
 * tsx's hooks every file of a build is transformed and source-mapped again:
 * 1–7 s per build instead of 60–360 ms, all of it blocking the event loop.
 * Anything else a build requires (Node's built-ins) comes from Node as usual.
 */
export function loadServerBuild(entryFile: string): unknown {
  const loaded = new Map<string, LoadedFile>();
  const load = (file: string): unknown => {
    const known = loaded.get(file);
    if (known) return known.exports;
    const module: LoadedFile = { exports: {} };
    loaded.set(file, module);
    const fromNode = createRequire(file);
    const requireInBuild = Object.assign(
      (specifier: string) => (specifier.startsWith('./') || specifier.startsWith('../') ? load(path.resolve(path.dirname(file), specifier)) : fromNode(specifier)),
      { resolve: fromNode.resolve },
    );
    const body = vm.compileFunction(readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
    body.call(module.exports, module.exports, requireInBuild, module, file, path.dirname(file));
    return module.exports;
  };
  return load(path.resolve(entryFile));
}
