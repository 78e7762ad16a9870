import { compareVersions } from '../api/release-version';
import type { Release } from '../api/types';
import { httpUrl } from '../content/safe-url';

/** Newest first: by version, then by release date. */
export function byNewest(a: Release, b: Release): number {
  return compareVersions(b.version, a.version) || Date.parse(b.released_at) - Date.parse(a.released_at);
}

/** A release the download pages offer: a stable one behind an http(s) link (betas are only listed). */
export function isOfferable(release: Release): boolean {
  return release.channel === 'stable' && httpUrl(release.url) !== undefined;
}

/**
 * The newest offerable release of each package (platform, store and
 * architecture, as the api's `latest` groups them): every link a download
 * page may offer is one of theirs, whatever tab and option the visitor picks.
 */
export function newestOfEachPackage(releases: readonly Release[]): Release[] {
  const newest = new Map<string, Release>();
  for (const release of releases.filter(isOfferable)) {
    const key = `${release.platform} ${release.store ?? ''} ${release.arch}`;
    const kept = newest.get(key);
    if (!kept || byNewest(release, kept) < 0) newest.set(key, release);
  }
  return [...newest.values()];
}
