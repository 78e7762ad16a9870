/** The URL when it is an absolute http(s) address; anything else from data is never rendered as a link or image. */
export function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const SITE_STAND_IN = 'http://site.invalid';

/**
 * An image address from data: absolute http(s), or a path on this site (the api serves its own art), kept as a
 * path so the server, which has no page address, renders the same `src` as the browser.
 */
export function imageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) {
    // Resolved against a stand-in origin only to refuse what would leave the site (`//host`, `/\\host`).
    const url = new URL(value, SITE_STAND_IN);
    return url.origin === SITE_STAND_IN ? `${url.pathname}${url.search}` : undefined;
  }
  return httpUrl(value);
}

/** The host to show for a link, without `www.`. */
export function displayHost(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

/** A long address as its first 8 and last 8 characters. */
export function shortAddress(address: string): string {
  return address.length > 19 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;
}
