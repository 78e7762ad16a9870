import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * A federation runtime plugin that lets the browser in between the steps of
 * loading a remote: the request for it, its entry's script, the container's start (its shared
 * modules registered), the exposed module's chunk with the shared modules it
 * asks for, and that module's evaluation. Chained by promises, these steps
 * ran in the task of the entry script's load event: 35–40 ms per remote on the
 * Lighthouse mobile profile (CPU 4x), two remotes on every page while it
 * loads. Each step is now a task of its own. Registered by the shell's entry,
 * before it asks for its own start chunk, whose shared modules it then spreads too.
 */
export function yieldingFederation(): ModuleFederationRuntimePlugin {
  return {
    name: 'tp-yielding-federation',
    // A remote asked for (its entry found, its script element made and added) in a task of its own: the site's start
    // asks for two at once, in the task that registers its applications (56 ms on the mobile profile).
    async beforeRequest(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    // Each shared module a chunk asks for is resolved in a task of its own (a promise chain of version checks
    // per module: the shell's start chunk asks for about ten, 35-48 ms in one task on the mobile profile).
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeGetExpose() {
      await yieldToBrowser();
    },
    async beforeExecuteFactory() {
      await yieldToBrowser();
    },
  };
}
