import type { Compiler } from 'webpack';
/** `bundle-report.json`, beside every browser build: what the JavaScript budget check reads (shared/build/js-budget). */
export declare const BUNDLE_REPORT_FILE = "bundle-report.json";
export interface BundleReport {
    /** Every emitted JavaScript file: the npm packages bundled in it and the shared modules it asks the federation for. */
    readonly files: Readonly<Record<string, {
        readonly packages: readonly string[];
        readonly consumes: readonly string[];
    }>>;
    /** Share key → the files of the copy this build provides. */
    readonly provides: Readonly<Record<string, readonly string[]>>;
    /** Source module (relative to the package, e.g. `src/routes/DappForm.tsx`) → the files its `import()` fetches. */
    readonly lazy: Readonly<Record<string, readonly string[]>>;
}
/** `…/node_modules/.pnpm/x@1/node_modules/@scope/name/dist/a.js` → `@scope/name`. */
export declare function packageOf(resource: string): string | undefined;
/** Emits the build's BundleReport (what is in each file, what is shared, what loads on `import()`). */
export declare class BundleReportPlugin {
    apply(compiler: Compiler): void;
}
