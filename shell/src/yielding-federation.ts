import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * A federation runtime plugin that lets the browser in between the steps of
 * loading a remote: its entry's script, the container's start (its shared
 * modules registered), the exposed module's chunk with the shared modules it
 * asks for, and that module's evaluation. Chained by promises, these steps
 * ran in the task of the entry script's load event: 35–40 ms per remote on the
 * Lighthouse mobile profile (CPU 4x), two remotes on every page while it
 * loads. Each step is now a task of its own.
 */
export function yieldingFederation(): ModuleFederationRuntimePlugin {
  return {
    name: 'tp-yielding-federation',
    async beforeInitContainer(args) {
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
