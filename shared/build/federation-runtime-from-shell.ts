// A section's entry script runs this in place of the federation's bundler runtime (see remoteConfig):
// the shell has published its own copy on the page (shared/src/contracts/federation-runtime.ts).
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { FEDERATION_RUNTIME_GLOBAL, type ProvidedFederationRuntime } from '../src/contracts/federation-runtime';

declare const __TP_FEDERATION_RUNTIME_VERSION__: string;

const provided = (globalThis as { [FEDERATION_RUNTIME_GLOBAL]?: ProvidedFederationRuntime })[FEDERATION_RUNTIME_GLOBAL];
if (!provided) {
  // Thrown while the entry script runs: the shell shows the section's "unavailable" panel and logs this once.
  throw new Error(
    `This section needs the federation runtime ${__TP_FEDERATION_RUNTIME_VERSION__} from the page's shell, which provides none: deploy a shell built with it first.`,
  );
}
if (provided.version !== __TP_FEDERATION_RUNTIME_VERSION__) {
  console.warn(
    `This section was built with the federation runtime ${__TP_FEDERATION_RUNTIME_VERSION__}, the page's shell provides ${provided.version}: release it again with the shell's.`,
  );
}

/**
 * The shape of the bundler runtime's default export, which the container's
 * start copies into its own `__webpack_require__.federation`. A section brings
 * its own runtime API, which holds the container's instance, and the
 * container's init, which the shell's build leaves out (it exposes nothing).
 */
export default {
  runtime,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};
