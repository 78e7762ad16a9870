import { createHash } from 'node:crypto';

export interface RenderCacheOptions {
  /** The most kept, in the values' own length: characters of text, bytes of a page. */
  readonly maxSize: number;
  /** How long a render is kept at most: text that follows the clock (a year, a date) stays right. */
  readonly ttlMs: number;
  readonly now?: () => number;
}

interface Kept<V> {
  readonly value: V;
  readonly expires: number;
}

/**
 * Rendered HTML by request, least recently used first out. A server render
 * depends only on its release, application, language, device, address and
 * the page's data, so a key made of those (the data by digest) gives back the
 * same HTML: a new release, an approval or an edited article makes a new key.
 */
export function createRenderCache<V extends { readonly length: number } = string>({ maxSize, ttlMs, now = Date.now }: RenderCacheOptions) {
  const kept = new Map<string, Kept<V>>();
  let size = 0;
  const digests = new WeakMap<object, string>();

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    size -= entry.value.length;
  };

  return {
    /** The digest of a page's data, computed once per data object (the page's applications share it). */
    digest(data: object): string {
      let digest = digests.get(data);
      if (digest === undefined) {
        digest = createHash('sha1').update(JSON.stringify(data)).digest('base64url');
        digests.set(data, digest);
      }
      return digest;
    },
    get(key: string): V | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expires <= now()) return undefined;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      kept.set(key, entry);
      size += entry.value.length;
      return entry.value;
    },
    set(key: string, value: V): void {
      drop(key);
      if (value.length > maxSize) return;
      kept.set(key, { value, expires: now() + ttlMs });
      size += value.length;
      for (const oldest of kept.keys()) {
        if (size <= maxSize) break;
        drop(oldest);
      }
    },
    /** What is kept, in the values' length. */
    size: () => size,
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
