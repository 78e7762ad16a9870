/**
 * The federation runtime a section's entry script takes from the page's shell.
 *
 * Every webpack build of a federation container carries the runtime's glue
 * for webpack (the "bundler runtime": sharing, consumes, a shared module's
 * start, with the runtime's SDK and error texts). The shell already runs the
 * same functions: it publishes them on the page under this global before any
 * section loads, and a section's production build takes them from there
 * (shared/build/federation-runtime-from-shell.ts) instead of bundling its own,
 * about 3 KB gzip less in each `remoteEntry.js`, two on every page. The
 * runtime's core travels that way too (the federation plugin's `externalRuntime`).
 *
 * The two sides must be built with one version of the runtime: each build
 * records it (`federationRuntime` in shell-info.json and remote-info.json) and
 * `pnpm release` refuses a section built with another version than the live
 * shell's. A build from before this contract has no such field and bundles its own.
 */
export const FEDERATION_RUNTIME_GLOBAL = '__tpFederationRuntime';

/**
 * What the shell publishes: its bundler runtime's functions, with their version.
 * Not the runtime's API (`@module-federation/runtime`): it keeps the instance
 * of the build it is bundled in, so each container brings its own (0.5 KB).
 */
export interface ProvidedFederationRuntime {
  /** The `@module-federation/webpack-bundler-runtime` version the shell was built with. */
  readonly version: string;
  /** The bundler runtime's functions (init, consumes, sharing…), which keep no state of their own. */
  readonly bundlerRuntime: Readonly<Record<string, unknown>>;
  readonly attachShareScopeMap: unknown;
}
