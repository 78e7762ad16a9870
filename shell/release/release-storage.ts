import path from 'node:path';

/** Where released remotes are served from; the registry names their files by URLs under it. */
export const REMOTES_URL_PREFIX = '/remotes/';

export class VersionExistsError extends Error {}

export function versionExists(folder: string, version: string): VersionExistsError {
  return new VersionExistsError(`${folder} ${version} is already published; versions are immutable.`);
}

/**
 * The released files of every remote, `<folder>/<version>/<file>`: a folder
 * on this machine (`pnpm start`), or S3-compatible object storage that every
 * server of a fleet and every release command reads (see README, Production).
 * A published version is never changed: publishing it again is refused.
 */
export interface ReleaseStorage {
  /** Copies a build to `<folder>/<version>/`, visible only once whole; VersionExistsError if that version exists. */
  publish(distDir: string, folder: string, version: string): Promise<void>;
  /** Whether a version was published whole (its remote-info.json, written last, is there). */
  has(folder: string, version: string): Promise<boolean>;
  /** The versions of one remote published whole, sorted. */
  versions(folder: string): Promise<string[]>;
  /** A released file by its path under /remotes/ (`mf-news/1.0.0/mf-manifest.json`); undefined when missing. */
  read(file: string): Promise<Buffer | undefined>;
  /**
   * The same file on this machine's disk, with the rest of its folder (a
   * server build is loaded with its chunks by Node's require); undefined when missing.
   */
  localFile(file: string): Promise<string | undefined>;
}

/**
 * The path under /remotes/ of a URL (`/remotes/mf-news/1.0.0/a.js` → `mf-news/1.0.0/a.js`):
 * null for a URL elsewhere (a remote served by another host) or one that would leave the releases.
 */
export function releasedPath(url: string): string | null {
  if (!url.startsWith(REMOTES_URL_PREFIX)) return null;
  const relative = url.slice(REMOTES_URL_PREFIX.length).split(/[?#]/)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'))) return null;
  return path.posix.join(...segments);
}
