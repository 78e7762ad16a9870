import type { BundleReport } from '../bundle-report-plugin';

/** What the check knows of one build: read from its `dist/` (see read-builds.ts), or a fixture in tests. */
export interface BuiltShell {
  /** `entry-assets.json`: the entry, the chunks preloaded with it, its strings per language. */
  readonly assets: { readonly js: readonly string[]; readonly preload: readonly string[]; readonly locales: Readonly<Record<string, readonly string[]>> };
  readonly report: BundleReport;
  /** Gzip bytes of a file of this build. */
  readonly gzip: (file: string) => number;
}

export interface BuiltRemote {
  /** `remoteEntry.js`, the exposed module's own files, and its async files (its strings among them), from `mf-manifest.json`. */
  readonly entry: string;
  readonly exposeSync: readonly string[];
  readonly exposeAsync: readonly string[];
  readonly report: BundleReport;
  readonly gzip: (file: string) => number;
}

export interface Builds {
  readonly shell: BuiltShell;
  /** By folder: `mf-home`, `mf-header-footer`… */
  readonly remotes: Readonly<Record<string, BuiltRemote>>;
}

/** One page route's first load: which remotes mount, and the modules each loads with `import()` before the page is idle. */
export interface RoutePlan {
  readonly route: string;
  readonly remotes: ReadonlyArray<{ readonly name: string; readonly lazy: readonly string[] }>;
}

export interface LoadedFile {
  /** `shell` or the remote's folder. */
  readonly build: string;
  readonly file: string;
  readonly gzip: number;
  /** npm packages bundled in the file. */
  readonly packages: readonly string[];
}

export interface FirstLoad {
  readonly route: string;
  readonly files: readonly LoadedFile[];
  readonly gzip: number;
  readonly requests: number;
}

/**
 * The site server's page starter (shell/server/html.ts, `/page-start.<hash>.js`): a script request of its
 * own on every page, ahead of the shell's entry. Not a build's file, so counted here; its 0.6 KB are not.
 */
export const PAGE_STARTER_REQUESTS = 1;

/** The shell's start: its entry, the chunks it preloads and its strings in `lang`. */
export function shellStart(shell: BuiltShell, lang: string): string[] {
  return [...shell.assets.js, ...shell.assets.preload, ...(shell.assets.locales[lang] ?? [])];
}

/**
 * The JavaScript a visitor's browser fetches on a route before the page is
 * idle, in the order the page asks for it: the shell's start (what the site
 * server preloads), then per remote its entry, its exposed module, its strings
 * in `lang` and the chunks of the modules the route loads at once; then every
 * shared library those files ask for and the shell's start did not bring,
 * from the shell's copy (the host's copy wins, `loaded-first`) or else the
 * remote's own.
 */
export function firstLoad(builds: Builds, plan: RoutePlan, lang = 'en'): FirstLoad {
  const loaded = new Map<string, LoadedFile>();
  const add = (build: string, file: string) => {
    const key = `${build}/${file}`;
    if (loaded.has(key)) return false;
    const report = build === 'shell' ? builds.shell.report : builds.remotes[build].report;
    const gzip = build === 'shell' ? builds.shell.gzip(file) : builds.remotes[build].gzip(file);
    loaded.set(key, { build, file, gzip, packages: report.files[file]?.packages ?? [] });
    return true;
  };
  for (const file of shellStart(builds.shell, lang)) add('shell', file);
  for (const { name, lazy } of plan.remotes) {
    const remote = builds.remotes[name];
    if (!remote) throw new Error(`${plan.route}: no build of ${name}`);
    const strings = remote.exposeAsync.filter((file) => file.startsWith(`locale-${lang}.`));
    const lazyFiles = lazy.flatMap((module) => {
      const files = remote.report.lazy[module];
      if (!files) throw new Error(`${plan.route}: ${name} has no lazily loaded module ${module}`);
      return files;
    });
    for (const file of [remote.entry, ...remote.exposeSync, ...strings, ...lazyFiles]) add(name, file);
  }
  // Shared libraries asked for by what is loaded, followed through what they ask for in turn.
  for (let grew = true; grew; ) {
    grew = false;
    for (const { build, file } of [...loaded.values()]) {
      const report = build === 'shell' ? builds.shell.report : builds.remotes[build].report;
      for (const key of report.files[file]?.consumes ?? []) {
        const fromShell = builds.shell.report.provides[key];
        const [owner, files] = fromShell ? ['shell', fromShell] : [build, report.provides[key] ?? []];
        for (const provided of files) grew = add(owner, provided) || grew;
      }
    }
  }
  const files = [...loaded.values()];
  return { route: plan.route, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), requests: files.length + PAGE_STARTER_REQUESTS };
}

/** Packages bundled by more than one build among the files of one first load: each is fetched, and run, twice. */
export function secondCopies(load: FirstLoad, libraries: readonly string[]): Array<{ readonly library: string; readonly files: readonly string[] }> {
  return libraries.flatMap((library) => {
    const holders = load.files.filter((file) => file.packages.includes(library));
    const builds = new Set(holders.map((file) => file.build));
    return builds.size > 1 ? [{ library, files: holders.map((file) => `${file.build}/${file.file}`) }] : [];
  });
}
