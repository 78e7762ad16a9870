import { registerPlugins } from '@module-federation/enhanced/runtime';
// The design tokens load with the entry, so the server links them in <head>: no unstyled first paint.
import './styles/tokens.css';
import { yieldingFederation } from './yielding-federation';
import { provideFederationRuntime, type ContainerFederation } from './federation-runtime-for-sections';

declare const __webpack_require__: { readonly federation: ContainerFederation };
declare const __TP_FEDERATION_RUNTIME_VERSION__: string;

registerPlugins([yieldingFederation()]);
// Before any section's entry script runs: each takes this runtime instead of carrying its own.
provideFederationRuntime(__webpack_require__.federation, __TP_FEDERATION_RUNTIME_VERSION__);

// The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
// (The page starts this entry once its server-rendered first screen has painted: see server/html.ts.)
// Asked for in a task of its own: a chunk request records the script stack it was made from, and a stack
// through the bundle's top level makes a profiling browser (Lighthouse, DevTools) re-parse the whole bundle
// for its source positions, about 50 ms on a desktop; and the federation runtime's work for the chunk's
// shared modules (a promise chain per module, 40 ms on the mobile profile, now spread by the plugin over a
// task per module) would lengthen this file's task.
setTimeout(() => void import('./bootstrap'), 0);
