import type { BundleReport } from '../bundle-report-plugin';
/** What the check knows of one build: read from its `dist/` (see read-builds.ts), or a fixture in tests. */
export interface BuiltShell {
    /** `entry-assets.json`: the entry, the chunks preloaded with it, its strings per language. */
    readonly assets: {
        readonly js: readonly string[];
        readonly preload: readonly string[];
        readonly locales: Readonly<Record<string, readonly string[]>>;
    };
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
    readonly remotes: ReadonlyArray<{
        readonly name: string;
        readonly lazy: readonly string[];
    }>;
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
/** The shell's start: its entry, the chunks it preloads and its strings in `lang`. */
export declare function shellStart(shell: BuiltShell, lang: string): string[];
/**
 * The JavaScript a visitor's browser fetches on a route before the page is
 * idle, in the order the page asks for it: the shell's start (what the site
 * server preloads), then per remote its entry, its exposed module, its strings
 * in `lang` and the chunks of the modules the route loads at once; then every
 * shared library those files ask for and the shell's start did not bring,
 * from the shell's copy (the host's copy wins, `loaded-first`) or else the
 * remote's own.
 */
export declare function firstLoad(builds: Builds, plan: RoutePlan, lang?: string): FirstLoad;
/** Packages bundled by more than one build among the files of one first load: each is fetched, and run, twice. */
export declare function secondCopies(load: FirstLoad, libraries: readonly string[]): Array<{
    readonly library: string;
    readonly files: readonly string[];
}>;
