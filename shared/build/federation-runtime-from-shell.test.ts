import { FEDERATION_RUNTIME_GLOBAL, type ProvidedFederationRuntime } from '../src/contracts/federation-runtime';

interface ContainerFederation {
  readonly runtime: unknown;
  readonly bundlerRuntime: Record<string, unknown>;
  readonly attachShareScopeMap: unknown;
  readonly instance: unknown;
  readonly initOptions: unknown;
  readonly bundlerRuntimeOptions: object;
}

const pageGlobals = globalThis as Record<string, unknown>;

function provide(runtime: ProvidedFederationRuntime | undefined): void {
  if (runtime) pageGlobals[FEDERATION_RUNTIME_GLOBAL] = runtime;
  else delete pageGlobals[FEDERATION_RUNTIME_GLOBAL];
}

const PACKAGE_CONTAINER_START = '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** The module as a section's entry script runs it: once, with the page as it is (and the package's container start it bundles). */
function runInSectionEntry(): ContainerFederation & { readonly packageContainerStart: unknown } {
  let federation: ContainerFederation | undefined;
  let packageContainerStart: unknown;
  jest.isolateModules(() => {
    federation = (jest.requireActual('./federation-runtime-from-shell') as { default: ContainerFederation }).default;
    packageContainerStart = (jest.requireActual(PACKAGE_CONTAINER_START) as { initContainerEntry: unknown }).initContainerEntry;
  });
  return { ...federation!, packageContainerStart };
}

const shellRuntime = {
  version: '2.9.2',
  bundlerRuntime: { init: () => 'init', consumes: () => 'consumes', initContainerEntry: undefined },
  attachShareScopeMap: () => 'attach',
};

describe("a section's entry takes the federation runtime from the page's shell", () => {
  beforeEach(() => {
    pageGlobals.__TP_FEDERATION_RUNTIME_VERSION__ = '2.9.2';
  });
  afterEach(() => {
    provide(undefined);
    delete pageGlobals.__TP_FEDERATION_RUNTIME_VERSION__;
    jest.restoreAllMocks();
  });

  it("uses the shell's functions, with the container's start the shell's build leaves out", () => {
    provide(shellRuntime);
    const federation = runInSectionEntry();
    expect(federation.runtime).toEqual(expect.objectContaining({ init: expect.any(Function), loadRemote: expect.any(Function) }));
    expect(federation.attachShareScopeMap).toBe(shellRuntime.attachShareScopeMap);
    expect(federation.bundlerRuntime.init).toBe(shellRuntime.bundlerRuntime.init);
    expect(federation.bundlerRuntime.consumes).toBe(shellRuntime.bundlerRuntime.consumes);
    expect(federation.bundlerRuntime.initContainerEntry).toBe(federation.packageContainerStart);
    expect(federation.bundlerRuntime.initContainerEntry).toEqual(expect.any(Function));
    // The shell's table itself is left as it was: the shell's own container keeps using it.
    expect(shellRuntime.bundlerRuntime.initContainerEntry).toBeUndefined();
  });

  it('keeps each container its own instance and options', () => {
    provide(shellRuntime);
    const first = runInSectionEntry();
    const second = runInSectionEntry();
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
    expect(first.bundlerRuntimeOptions).toEqual({});
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime).not.toBe(second.bundlerRuntime);
    // The runtime's API holds the container's instance: never the shell's, nor another section's.
    expect(first.runtime).not.toBe(second.runtime);
  });

  it('fails, naming what it needs, on a page whose shell provides no runtime', () => {
    expect(runInSectionEntry).toThrow(
      "This section needs the federation runtime 2.9.2 from the page's shell, which provides none: deploy a shell built with it first.",
    );
  });

  it('warns when the shell provides another version', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provide({ ...shellRuntime, version: '2.10.0' });
    expect(runInSectionEntry().attachShareScopeMap).toBe(shellRuntime.attachShareScopeMap);
    expect(warn).toHaveBeenCalledWith(
      "This section was built with the federation runtime 2.9.2, the page's shell provides 2.10.0: release it again with the shell's.",
    );
  });
});
