import type { RemoteRegistry } from '@tp/shared';
import type { BuildInfo } from '@tp/shared/build/build-info-plugin';
import { REMOTE_INFO_FILE } from '@tp/shared/build/build-info-plugin';
import { parseBuildInfo } from '@tp/shared/stored/build-info';

/** A live section whose entry takes another federation runtime from the page than this server's shell publishes. */
export interface FederationRuntimeMismatch {
  readonly remote: string;
  readonly version: string;
  /** The version the section was built with. */
  readonly federationRuntime: string;
}

export interface FederationRuntimeReport {
  /** The version the served shell publishes to the sections; null for a shell that publishes none. */
  readonly shell: string | null;
  readonly mismatches: readonly FederationRuntimeMismatch[];
}

export interface FederationRuntimeSources {
  /** The served shell's `shell-info.json`; null while it cannot be read. */
  readonly shellInfo: () => Promise<BuildInfo | null>;
  /** A released file by URL (a release's files never change, so reads may be cached). */
  readonly readReleased: (url: string) => Promise<string | undefined>;
  readonly warn: (message: string) => void;
}

function remoteInfoUrl(entry: string): string {
  return `${entry.slice(0, entry.lastIndexOf('/') + 1)}${REMOTE_INFO_FILE}`;
}

/**
 * `pnpm release` refuses a section built with another federation runtime than
 * the live shell's; this checks the other way round, for a shell deployed
 * after the sections: each live section's `remote-info.json` against the
 * served shell's. A mismatch is said once per release and shell version
 * (the section then warns in every visitor's console and runs on the shell's
 * runtime); a section built before the runtime was shared, or without a
 * readable build info, needs nothing of the shell's and is never one.
 */
export function createFederationRuntimeCheck({ shellInfo, readReleased, warn }: FederationRuntimeSources) {
  const said = new Set<string>();
  const sectionRuntime = async (entry: string): Promise<string | undefined> => {
    const url = remoteInfoUrl(entry);
    const text = await readReleased(url);
    if (text === undefined) return undefined;
    const read = parseBuildInfo(url, text);
    return read.ok ? read.value.federationRuntime : undefined;
  };
  return async (registry: RemoteRegistry): Promise<FederationRuntimeReport> => {
    const shell = (await shellInfo())?.federationRuntime ?? null;
    const found = await Promise.all(
      registry.remotes.map(async ({ name, version, entry }) => ({ remote: name, version, federationRuntime: await sectionRuntime(entry) })),
    );
    const mismatches = found.filter(
      (section): section is FederationRuntimeMismatch => section.federationRuntime !== undefined && section.federationRuntime !== shell,
    );
    for (const { remote, version, federationRuntime } of mismatches) {
      const key = `${remote}@${version} ${federationRuntime} ${shell}`;
      if (said.has(key)) continue;
      said.add(key);
      warn(
        `${remote} ${version} takes the federation runtime ${federationRuntime} from the shell, which publishes ${shell ?? 'none'}: ` +
          'release the section again, built with the shell’s version',
      );
    }
    return { shell, mismatches };
  };
}
