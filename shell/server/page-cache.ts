import { randomBytes } from 'node:crypto';
import { createRenderCache, type RenderCacheOptions } from './render-cache';

/**
 * A page as UTF-8, cut where the nonce goes. Kept encoded: a page of 100 KB or more written as a string cost
 * about 3 ms per answer (its UTF-8 length measured, then encoded again to be sent); joining the parts costs a copy.
 */
interface KeptPage {
  readonly parts: readonly Buffer[];
  /** Its size in bytes, as the cache counts it. */
  readonly length: number;
}

function cut(html: string, placeholder: string): KeptPage {
  const parts = html.split(placeholder).map((part) => Buffer.from(part));
  return { parts, length: parts.reduce((bytes, part) => bytes + part.length, 0) };
}

function joined(page: KeptPage, nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/**
 * Whole pages kept for identical requests, so a popular page is written once
 * per change rather than once per visitor. The caller keys a page on what it
 * was written from (the catalogue's version, the live releases, the shell's
 * files, the address, device and origin): an approval, an edited article or a
 * release makes a new key, and the next request writes the page again.
 *
 * Every response carries its own CSP nonce, so a page is written with a
 * placeholder in the nonce's place and each answer fills in its own. The
 * placeholder is random per process and never leaves it, so text in a page
 * (an article, a DApp's description) cannot name it to be given a nonce.
 */
export function createPageCache(options: RenderCacheOptions) {
  const pages = createRenderCache<KeptPage>(options);
  const placeholderNonce = randomBytes(18).toString('base64url');
  const counts = { hits: 0, misses: 0 };
  const identities = new WeakMap<object, number>();
  let lastIdentity = 0;

  return {
    /** The nonce to write a page to be kept with. */
    placeholderNonce,
    /** A key part for a value that is replaced, never changed in place, when what it holds changes (the registry, the shell's files). */
    identity(value: object): number {
      let identity = identities.get(value);
      if (identity === undefined) {
        identity = ++lastIdentity;
        identities.set(value, identity);
      }
      return identity;
    },
    /** The kept page, UTF-8, with this response's nonce, if there is one. */
    get(key: string, nonce: string): Buffer | undefined {
      const page = pages.get(key);
      if (page === undefined) {
        counts.misses += 1;
        return undefined;
      }
      counts.hits += 1;
      return joined(page, nonce);
    },
    /** Keeps a page written with `placeholderNonce`; answers it, UTF-8, with this response's nonce. */
    set(key: string, html: string, nonce: string): Buffer {
      const page = cut(html, placeholderNonce);
      pages.set(key, page);
      return joined(page, nonce);
    },
    /** Pages answered from memory (hits) and written (misses) since the start, for /metrics. */
    counts: (): { readonly hits: number; readonly misses: number } => ({ ...counts }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
