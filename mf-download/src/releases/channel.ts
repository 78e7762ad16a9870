import type { Release, ReleasePlatform } from '@tp/shared';

/** Where a release is distributed. */
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

/** Platforms whose builds only ever come from one store, whatever link (a redirect, say) the api gives. */
const STORE_ONLY: Partial<Record<ReleasePlatform, DistributionChannel>> = {
  ios: 'app-store',
  'extension-chrome': 'chrome-web-store',
  'extension-firefox': 'firefox-add-ons',
};

/** The store a link points into, or null when it is not a store's link. */
export function storeOf(link: string): Exclude<DistributionChannel, 'website'> | null {
  const host = httpUrl(link)?.hostname.toLowerCase();
  const store = host ? STORE_HOSTS.find(([, hosts]) => hosts.includes(host))?.[0] : undefined;
  return store && store !== 'website' ? store : null;
}

/** Where a release comes from: the store its link points into, its platform's only store, or the website. */
export function channelOf(release: Pick<Release, 'url' | 'platform'>): DistributionChannel {
  return storeOf(release.url) ?? STORE_ONLY[release.platform] ?? 'website';
}

/** The listing's id in its store (package name, app id, extension id), or null for direct downloads. */
export function storeIdOf(link: string): string | null {
  const url = httpUrl(link);
  if (!url) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  switch (storeOf(link)) {
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
    case null:
      return null;
  }
}
