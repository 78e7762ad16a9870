import type { ApiClient } from '../api/client';
import type { FakeVersion, Release } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';

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

/**
 * The data the download pages render with on the server: the releases, and
 * the user agent the request came with, so the page opens on the visitor's
 * platform and the browser hydrates that same tab. Releases the api cannot
 * give are left out, for the browser to ask for and show a retry.
 */
export async function loadDownloadPageData(api: ApiClient, userAgent: string): Promise<PageData> {
  const releases = await loadKnownReleases(api).catch(() => undefined);
  return {
    ...(releases && { [pageDataKey.releases()]: releases }),
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
