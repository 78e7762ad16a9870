import semver from 'semver';
import { EXPOSED_MODULE, REMOTE_ENTRY_FILE } from '@tp/shared';
import type { BuildInfo } from '@tp/shared/build/build-info-plugin';

/** The parts of a federation manifest (`mf-manifest.json`) the release check reads. */
export interface FederationManifest {
  readonly name: string;
  readonly exposes: ReadonlyArray<{ readonly name: string; readonly path?: string }>;
  readonly shared: ReadonlyArray<{ readonly name: string; readonly requiredVersion?: string; readonly singleton?: boolean }>;
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path: string } };
}

export interface ReleaseCandidate {
  readonly manifest: FederationManifest;
  readonly info: BuildInfo;
}

export interface LiveShell {
  /** The contract major the live shell speaks (the registry's). */
  readonly contract: number;
  /** The shell's shared singletons and the versions it provides. */
  readonly shared: BuildInfo['shared'];
  /** The federation runtime version the shell publishes to the sections' entries; absent from a shell that publishes none. */
  readonly federationRuntime?: string;
}

/**
 * Why a remote may not go live with this shell; empty when it may. A release
 * is refused unless the remote exposes `./lifecycles`, has its entry script
 * where the shell loads it from (remoteEntryScript), was built for the
 * shell's contract major, accepts the singleton versions the shell provides,
 * and, if its entry takes the federation runtime from the shell, was built with the shell's.
 */
export function releaseProblems({ manifest, info }: ReleaseCandidate, shell: LiveShell): string[] {
  const problems: string[] = [];
  const exposesLifecycles = manifest.exposes.some(
    (expose) => expose.path === EXPOSED_MODULE || `./${expose.name}` === EXPOSED_MODULE,
  );
  if (!exposesLifecycles) problems.push(`it does not expose ${EXPOSED_MODULE}`);
  const { remoteEntry } = manifest.metaData;
  if (remoteEntry.name !== REMOTE_ENTRY_FILE || remoteEntry.path !== '') {
    problems.push(`its entry script is ${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}, the shell loads ${REMOTE_ENTRY_FILE} beside the manifest`);
  }
  if (info.contract !== shell.contract) {
    problems.push(`it was built for contract ${info.contract}, the live shell speaks contract ${shell.contract}`);
  }
  for (const shared of manifest.shared) {
    if (!shared.singleton) continue;
    const provided = shell.shared[shared.name]?.version;
    if (!provided) {
      problems.push(`it shares ${shared.name} as a singleton, which the shell does not provide`);
    } else if (shared.requiredVersion && !semver.satisfies(provided, shared.requiredVersion)) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, the shell provides ${provided}`);
    }
  }
  if (info.federationRuntime && info.federationRuntime !== shell.federationRuntime) {
    problems.push(
      `its entry takes the federation runtime ${info.federationRuntime} from the shell, which provides ${shell.federationRuntime ?? 'none'}: ` +
        (shell.federationRuntime ? 'build both with one version' : 'deploy a shell built with it first'),
    );
  }
  return problems;
}
