import type { Release } from '@tp/shared';
import { channelOf, httpUrl, storeIdOf, storeOf, type DistributionChannel } from '../releases/channel';

/**
 * The wallet's own web domains. Fixed here on purpose: a copy of this page
 * served from a look-alike domain must still name the real one.
 */
export const OFFICIAL_WEB_DOMAINS: readonly string[] = ['tp-wallet.example'];

export interface StoreListing {
  readonly channel: Exclude<DistributionChannel, 'website'>;
  readonly id: string;
  readonly url: string;
}

/** Official domains: the site's own and every host that serves a direct download. */
export function officialDomains(releases: readonly Release[]): string[] {
  const downloadHosts = releases
    .filter((release) => channelOf(release) === 'website')
    .map((release) => httpUrl(release.url)?.hostname.toLowerCase())
    .filter((host): host is string => Boolean(host));
  return [...new Set([...OFFICIAL_WEB_DOMAINS, ...downloadHosts])];
}

/** The store listings releases point to, one per store and id. */
export function storeListings(releases: readonly Release[]): StoreListing[] {
  const listings = new Map<string, StoreListing>();
  for (const release of releases) {
    const channel = storeOf(release.url);
    const id = storeIdOf(release.url);
    const url = httpUrl(release.url);
    if (!channel || !id || !url) continue;
    listings.set(`${channel}:${id}`, { channel, id, url: url.href });
  }
  return [...listings.values()];
}
