import { FEDERATION_RUNTIME_GLOBAL, type ProvidedFederationRuntime } from '@tp/shared/contracts/federation-runtime';
import { provideFederationRuntime } from './federation-runtime-for-sections';

describe("the shell's federation runtime, published for the sections", () => {
  it('publishes the stateless parts with their version, and nothing of its own container', () => {
    const page = {};
    const federation = {
      runtime: { init: () => undefined },
      bundlerRuntime: { init: () => undefined },
      attachShareScopeMap: () => undefined,
      instance: { name: 'shell' },
      initOptions: { name: 'shell' },
    };
    provideFederationRuntime(federation, '2.9.2', page);
    const provided = (page as Record<string, ProvidedFederationRuntime>)[FEDERATION_RUNTIME_GLOBAL];
    expect(provided).toEqual({
      version: '2.9.2',
      bundlerRuntime: federation.bundlerRuntime,
      attachShareScopeMap: federation.attachShareScopeMap,
    });
    expect(Object.isFrozen(provided)).toBe(true);
  });
});
