/** The url when it is an absolute http(s) link, the only kind the site renders as a link from data. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
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
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  const href = httpUrl(trimmed);
  return href?.startsWith('https:') ? href : undefined;
}

/** Only the items whose url is an absolute http(s) link. */
export function withHttpUrls<T extends { readonly url: unknown }>(items: readonly T[] | null | undefined): T[] {
  return Array.isArray(items) ? items.filter((item) => httpUrl(item?.url) !== undefined) : [];
}
