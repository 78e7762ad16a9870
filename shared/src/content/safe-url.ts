// Only what names the scheme is parsed: the parser throws on a path, and a thrown error costs a stack trace,
// paid for each of the forty cards a list hydrates (most icons are paths of this site).
const HTTP_SCHEME = /^https?:/i;

/** The url when it is an absolute http(s) link, the only kind the site renders as a link from data. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!HTTP_SCHEME.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image source the page may load: https, or a path on the site itself.
 * Plain http would be mixed content and is refused by the site's CSP.
 */
export function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // A path stays a path: the server, which has no page address, renders the same `src` as the browser.
  if (trimmed.startsWith('/')) return safeLink(trimmed)?.href;
  const href = httpUrl(trimmed);
  return href?.startsWith('https:') ? href : undefined;
}

/** Where a link from data may lead: another site over http(s), or a page of this site. */
export interface SafeLink {
  readonly href: string;
  readonly external: boolean;
}

// Resolving against a placeholder origin tells a path of this site from one that escapes it (`//host`, `/\host`).
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

export function safeLink(value: unknown): SafeLink | undefined {
  const external = httpUrl(value);
  if (external) return { href: external, external: true };
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? { href: `${url.pathname}${url.search}${url.hash}`, external: false } : undefined;
  } catch {
    return undefined;
  }
}

/** Only the items whose url is a safe link (see safeLink). */
export function withSafeLinks<T extends { readonly url: unknown }>(items: readonly T[] | null | undefined): T[] {
  return Array.isArray(items) ? items.filter((item) => safeLink(item?.url) !== undefined) : [];
}

/** Only the items whose url is an absolute http(s) link. */
export function withHttpUrls<T extends { readonly url: unknown }>(items: readonly T[] | null | undefined): T[] {
  return Array.isArray(items) ? items.filter((item) => httpUrl(item?.url) !== undefined) : [];
}
