import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where released remotes are served from; the registry names their files by URLs under it. */
export const REMOTES_URL_PREFIX = '/remotes/';

/**
 * The local file behind a URL under `/remotes/`: null for a URL elsewhere (a
 * remote served by another host) or one that would leave the remotes folder.
 */
export function releasedFile(remotesDir: string, url: string): string | null {
  if (!url.startsWith(REMOTES_URL_PREFIX)) return null;
  const file = path.join(remotesDir, url.slice(REMOTES_URL_PREFIX.length));
  return file.startsWith(remotesDir + path.sep) ? file : null;
}

/** Enough for the manifests and fragments of a few live releases. */
const CACHE_LIMIT = 10_000;

/**
 * Reads released files as text, each once: a released folder never changes,
 * so a cached read stays true. A missing file reads as undefined.
 */
export function createReleasedFileReader(remotesDir: string): (url: string) => Promise<string | undefined> {
  const cache = new Map<string, Promise<string | undefined>>();
  return (url) => {
    let found = cache.get(url);
    if (!found) {
      const file = releasedFile(remotesDir, url);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      found = file ? readFile(file, 'utf8').catch(() => undefined) : Promise.resolve(undefined);
      cache.set(url, found);
    }
    return found;
  };
}
