import { releasedPath, type ReleaseStorage } from '../release/release-storage';

/** Enough for the manifests and fragments of a few live releases. */
const CACHE_LIMIT = 10_000;

/**
 * Reads released files by URL as text, each once: a released version never
 * changes, so a cached read stays true. A missing file, or a URL outside
 * /remotes/, reads as undefined; a storage that fails is asked again next time.
 */
export function createReleasedFileReader(storage: Pick<ReleaseStorage, 'read'>): (url: string) => Promise<string | undefined> {
  const cache = new Map<string, Promise<string | undefined>>();
  return (url) => {
    let found = cache.get(url);
    if (!found) {
      const file = releasedPath(url);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      found = (file ? storage.read(file).then((bytes) => bytes?.toString('utf8')) : Promise.resolve(undefined)).catch(() => {
        cache.delete(url);
        return undefined;
      });
      cache.set(url, found);
    }
    return found;
  };
}
