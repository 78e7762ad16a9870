import { PLATFORMS, type PlatformId } from './platforms';

/**
 * A tab chosen in the query: `?ios=1`, `?android=1` (the server's redirects
 * of /download/ios and /download/android), `?extension=1` or `?pc=1`.
 */
export function platformFromQuery(search: URLSearchParams): PlatformId | null {
  return PLATFORMS.find((platform) => search.get(platform) === '1') ?? null;
}

/** The query that selects a tab, keeping any other parameter (theme, campaign tags). */
export function queryForPlatform(search: URLSearchParams, platform: PlatformId): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const other of PLATFORMS) next.delete(other);
  next.set(platform, '1');
  return next;
}

/** The tab to show: the query overrides the page's own platform, which overrides detection. */
export function initialPlatform(search: URLSearchParams, pagePlatform: PlatformId | undefined, detected: PlatformId): PlatformId {
  return platformFromQuery(search) ?? pagePlatform ?? detected;
}
