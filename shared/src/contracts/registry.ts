/** One released remote, as the registry lists it. */
export interface RegistryRemote {
  /** Federation name, e.g. `mf_news`. */
  readonly name: string;
  /** The released version, e.g. `1.2.0`. */
  readonly version: string;
  /** URL of the release's `mf-manifest.json` (its remote entry script is beside it: remoteEntryScript). */
  readonly entry: string;
  /** Contract major the remote was built for (see CONTRACT_VERSION). */
  readonly contract: number;
}

/** `registry.json`: which release of each remote is live. Served with no-cache. */
export interface RemoteRegistry {
  /** Contract major of the registry format and of the shell it serves. */
  readonly contract: number;
  readonly remotes: readonly RegistryRemote[];
}

/** The federation names of the site's remotes, and the single-spa apps each lifecycles module exports. */
export const REMOTES = {
  mf_header_footer: { folder: 'mf-header-footer', apps: ['header', 'footer'] },
  mf_home: { folder: 'mf-home', apps: ['home'] },
  mf_dappstore: { folder: 'mf-dappstore', apps: ['dappstore'] },
  mf_news: { folder: 'mf-news', apps: ['news'] },
  mf_submit: { folder: 'mf-submit', apps: ['submit'] },
  mf_download: { folder: 'mf-download', apps: ['download'] },
  // The operators' console: only its own page at /console loads it, never a public page.
  mf_console: { folder: 'mf-console', apps: ['console'] },
} as const;

/** Where the operators' console lives: outside the language paths, noindex, not in the sitemap. */
export const CONSOLE_PATH = '/console';

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
}

export type RemoteName = keyof typeof REMOTES;

/** The one module every remote exposes. */
export const EXPOSED_MODULE = './lifecycles';

/** The name of every remote's entry script (its federation container), in its release folder beside the manifest. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The script a browser starts a remote from. The page loads it directly
 * rather than the manifest: the manifest would cost a request and the
 * federation runtime's snapshot of it (about 10 ms of a desktop's main thread
 * per page, 40 ms on a phone), while the site server already preloads every
 * file the manifest names.
 */
export function remoteEntryScript({ entry }: Pick<RegistryRemote, 'entry'>): string {
  return `${entry.slice(0, entry.lastIndexOf('/') + 1)}${REMOTE_ENTRY_FILE}`;
}
