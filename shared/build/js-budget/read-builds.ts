import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUNDLE_REPORT_FILE, type BundleReport } from '../bundle-report-plugin';
import type { Builds, BuiltRemote } from './first-load';
import type { Budgets } from './budget';

const readJson = <T>(file: string): T => {
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
};

/** Gzip bytes as served: the build's precompressed `.gz` copy, or the file gzipped here when it is too small to have one. */
function gzipSize(dist: string) {
  const sizes = new Map<string, number>();
  return (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      const full = path.join(dist, file);
      size = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : zlib.gzipSync(readFileSync(full), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

interface Manifest {
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path: string } };
  readonly exposes: ReadonlyArray<{ readonly assets: { readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] } } }>;
}

function readRemote(dist: string): BuiltRemote {
  const manifest = readJson<Manifest>(path.join(dist, 'mf-manifest.json'));
  const { remoteEntry } = manifest.metaData;
  return {
    entry: remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name,
    exposeSync: manifest.exposes.flatMap((expose) => expose.assets.js.sync),
    exposeAsync: manifest.exposes.flatMap((expose) => expose.assets.js.async),
    report: readJson<BundleReport>(path.join(dist, BUNDLE_REPORT_FILE)),
    gzip: gzipSize(dist),
  };
}

/** The shell's and every budgeted remote's browser build, from `<root>/<package>/dist`. */
export function readBuilds(root: string, budgets: Budgets): Builds {
  const shellDist = path.join(root, 'shell', 'dist');
  return {
    shell: {
      assets: readJson(path.join(shellDist, 'entry-assets.json')),
      report: readJson<BundleReport>(path.join(shellDist, BUNDLE_REPORT_FILE)),
      gzip: gzipSize(shellDist),
    },
    remotes: Object.fromEntries(Object.keys(budgets.remotes).map((name) => [name, readRemote(path.join(root, name, 'dist'))])),
  };
}

export function readBudgets(root: string): Budgets {
  return readJson<Budgets>(path.join(root, 'js-budget.json'));
}
