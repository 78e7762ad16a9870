import type { Release, ReleaseStore } from '@tp/shared';
import { PLATFORMS, type OptionId } from '../platforms/platforms';
import { offeredOptions } from '../releases/offered';
import { httpUrl } from '@tp/shared/content/safe-url';

export interface StoreListing {
  readonly store: ReleaseStore;
  readonly id: string;
  readonly url: string;
}

export interface SigningCertificate {
  readonly sha256: string;
  /** The packages offered today that are signed with it. */
  readonly options: readonly OptionId[];
}

/** The lower-case host of an absolute address. */
function hostOf(href: string | undefined): string | undefined {
  return href && new URL(href).hostname.toLowerCase();
}

/** Official domains: the wallet's own (the site settings' `officialDomains`) and every host that serves a package download. */
export function officialDomains(webDomains: readonly string[], releases: readonly Release[]): string[] {
  const downloadHosts = releases
    .filter((release) => release.store === null)
    .map((release) => hostOf(httpUrl(release.url)))
    .filter((host): host is string => Boolean(host));
  return [...new Set([...webDomains, ...downloadHosts])];
}

/** The store listings of the releases, one per store and id. */
export function storeListings(releases: readonly Release[]): StoreListing[] {
  const listings = new Map<string, StoreListing>();
  for (const { store, store_id: id, url } of releases) {
    const link = httpUrl(url);
    if (!store || !id || !link) continue;
    listings.set(`${store}:${id}`, { store, id, url: link });
  }
  return [...listings.values()];
}

/** The certificates the packages offered today are signed with, each with its packages. */
export function currentSigningCertificates(releases: readonly Release[]): SigningCertificate[] {
  const byCertificate = new Map<string, OptionId[]>();
  for (const { option, release } of PLATFORMS.flatMap((platform) => offeredOptions(platform, releases))) {
    const sha256 = release.signing_cert_sha256;
    if (sha256) byCertificate.set(sha256, [...(byCertificate.get(sha256) ?? []), option.id]);
  }
  return [...byCertificate].map(([sha256, options]) => ({ sha256, options }));
}
