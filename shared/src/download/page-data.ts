import type { ApiClient } from '../api/client';
import type { FakeVersion, Release } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';
import { writeByteSizes } from '../i18n/format-bytes';
import { formatDate, writeDates } from '../i18n/format-date';
import type { Locale } from '../i18n/locales';

/** Every official release and the known fake version numbers: what the download pages show. */
export interface KnownReleases {
  readonly releases: readonly Release[];
  readonly fakeVersions: readonly FakeVersion[];
}

/** The longest user agent a page carries back (real ones are a few hundred characters). */
const USER_AGENT_LIMIT = 512;

export async function loadKnownReleases(api: ApiClient): Promise<KnownReleases> {
  const [releases, fakeVersions] = await Promise.all([api.releases(), api.fakeVersions()]);
  return { releases, fakeVersions };
}

const RELEASE_DATE = { dateStyle: 'medium' } as const;

/** The day a release came out, in the visitor's language. */
export function releaseDate(release: Pick<Release, 'released_at'>, lang: Locale): string {
  return formatDate(release.released_at, lang, RELEASE_DATE);
}

/** The release dates and file sizes the download pages show, written in the page's language (keepWrittenTexts). */
function writeReleaseTexts(releases: readonly Release[], lang: Locale): Record<string, string> {
  return {
    ...writeDates(releases.map((release) => [release.released_at, RELEASE_DATE]), lang),
    ...writeByteSizes(releases.flatMap((release) => (release.size === null ? [] : [release.size])), lang),
  };
}

/**
 * The data the download pages render with on the server: the releases with
 * their dates and sizes written in the page's language, and the user agent
 * the request came with, so the page opens on the visitor's platform and the
 * browser hydrates that same tab. Releases the api cannot give are left out,
 * for the browser to ask for and show a retry.
 */
export async function loadDownloadPageData(api: ApiClient, userAgent: string, lang: Locale): Promise<PageData> {
  const releases = await loadKnownReleases(api).catch(() => undefined);
  return {
    ...(releases && { [pageDataKey.releases()]: releases, [pageDataKey.writtenTexts(lang)]: writeReleaseTexts(releases.releases, lang) }),
    [pageDataKey.visitorUserAgent()]: userAgent.slice(0, USER_AGENT_LIMIT),
  };
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
