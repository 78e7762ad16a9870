import { FEDERATION_RUNTIME_GLOBAL, type ProvidedFederationRuntime } from '@tp/shared/contracts/federation-runtime';

/** The parts of a container's `__webpack_require__.federation` that every container may share. */
export interface ContainerFederation {
  readonly bundlerRuntime: Readonly<Record<string, unknown>>;
  readonly attachShareScopeMap: unknown;
}

/**
 * Publishes the shell's federation runtime for the sections' entry scripts
 * (see shared/src/contracts/federation-runtime.ts). Only the stateless parts:
 * the shell's own runtime API, instance and options stay its own.
 */
export function provideFederationRuntime(federation: ContainerFederation, version: string, target: object = globalThis): void {
  const provided: ProvidedFederationRuntime = {
    version,
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  Object.defineProperty(target, FEDERATION_RUNTIME_GLOBAL, { value: Object.freeze(provided), configurable: false, enumerable: false });
}
