/** Where a release is distributed, read from its download link. */
export type DistributionChannel = 'website' | 'google-play' | 'app-store' | 'chrome-web-store' | 'firefox-add-ons' | 'edge-add-ons';

const STORE_HOSTS: ReadonlyArray<readonly [DistributionChannel, readonly string[]]> = [
  ['google-play', ['play.google.com']],
  ['app-store', ['apps.apple.com', 'itunes.apple.com']],
  ['chrome-web-store', ['chromewebstore.google.com', 'chrome.google.com']],
  ['firefox-add-ons', ['addons.mozilla.org']],
  ['edge-add-ons', ['microsoftedge.microsoft.com']],
];

/** An http(s) URL, or null for anything else (data is never trusted to be a safe link). */
export function httpUrl(text: string | null | undefined): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The store a link points into, or `website` for a direct download from the publisher. */
export function channelOf(link: string): DistributionChannel {
  const host = httpUrl(link)?.hostname.toLowerCase();
  if (!host) return 'website';
  return STORE_HOSTS.find(([, hosts]) => hosts.includes(host))?.[0] ?? 'website';
}

/** The listing's id in its store (package name, app id, extension id), or null for direct downloads. */
export function storeIdOf(link: string): string | null {
  const url = httpUrl(link);
  if (!url) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  switch (channelOf(link)) {
    case 'google-play':
      return url.searchParams.get('id');
    case 'app-store':
      return segments.map((segment) => /^id(\d+)$/.exec(segment)?.[0]).find(Boolean) ?? null;
    case 'chrome-web-store':
    case 'edge-add-ons':
      // Listings end in the extension id, after an optional readable slug.
      return segments.at(-1) ?? null;
    case 'firefox-add-ons': {
      const slug = segments.indexOf('addon');
      return slug >= 0 ? (segments[slug + 1] ?? null) : null;
    }
    case 'website':
      return null;
  }
}
