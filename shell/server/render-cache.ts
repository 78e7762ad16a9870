import { createHash } from 'node:crypto';

export interface RenderCacheOptions {
  /** The most HTML kept, in characters of text. */
  readonly maxChars: number;
  /** How long a render is kept at most: text that follows the clock (a year, a date) stays right. */
  readonly ttlMs: number;
  readonly now?: () => number;
}

interface Kept {
  readonly html: string;
  readonly expires: number;
}

/**
 * Rendered HTML by request, least recently used first out. A server render
 * depends only on its release, application, language, device, address and
 * the page's data, so a key made of those (the data by digest) gives back the
 * same HTML: a new release, an approval or an edited article makes a new key.
 */
export function createRenderCache({ maxChars, ttlMs, now = Date.now }: RenderCacheOptions) {
  const kept = new Map<string, Kept>();
  let chars = 0;
  const digests = new WeakMap<object, string>();

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    chars -= entry.html.length;
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
    get(key: string): string | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expires <= now()) return undefined;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      kept.set(key, entry);
      chars += entry.html.length;
      return entry.html;
    },
    set(key: string, html: string): void {
      drop(key);
      if (html.length > maxChars) return;
      kept.set(key, { html, expires: now() + ttlMs });
      chars += html.length;
      for (const oldest of kept.keys()) {
        if (chars <= maxChars) break;
        drop(oldest);
      }
    },
    /** The text kept, in characters. */
    size: () => chars,
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
