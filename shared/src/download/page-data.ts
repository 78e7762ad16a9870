import type { ApiClient } from '../api/client';
import type { FakeVersion, Release } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';
import { formatDate } from '../i18n/format-date';
import type { Locale } from '../i18n/locales';

/** Every official release and the known fake version numbers: what the download pages show. */
export interface KnownReleases {
  readonly releases: readonly Release[];
  readonly fakeVersions: readonly FakeVersion[];
}

export async function loadKnownReleases(api: ApiClient): Promise<KnownReleases> {
  const [releases, fakeVersions] = await Promise.all([api.releases(), api.fakeVersions()]);
  return { releases, fakeVersions };
}

/** How the download pages write a release's day. */
export const RELEASE_DATE = { dateStyle: 'medium' } as const;

/** The day a release came out, in the visitor's language. */
export function releaseDate(release: Pick<Release, 'released_at'>, lang: Locale): string {
  return formatDate(release.released_at, lang, RELEASE_DATE);
}

/** The releases the page came with, if any. */
export function renderedReleases(pageData: PageData | undefined): { readonly data: KnownReleases } | undefined {
  const value = pageData?.[pageDataKey.releases()] as KnownReleases | undefined;
  return value && Array.isArray(value.releases) && Array.isArray(value.fakeVersions) ? { data: value } : undefined;
}

/** The user agent the page was rendered for, or '' when the page came without one. */
export function renderedUserAgent(pageData: PageData | undefined): string {
  const value = pageData?.[pageDataKey.visitorUserAgent()];
  return typeof value === 'string' ? value : '';
}
