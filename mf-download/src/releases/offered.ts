import type { Release } from '@tp/shared';
import { optionsOf, platformOfRelease, type DownloadOptionSpec, type PlatformId } from '../platforms/platforms';
import { httpUrl } from './channel';
import { compareVersions } from './version';

/** Newest first: by version, then by release date. */
export function byNewest(a: Release, b: Release): number {
  return compareVersions(b.version, a.version) || Date.parse(b.released_at) - Date.parse(a.released_at);
}

export interface OfferedOption {
  readonly option: DownloadOptionSpec;
  readonly release: Release;
}

/** The options of a tab that have a release with an http(s) link, each with its newest one. */
export function offeredOptions(platform: PlatformId, releases: readonly Release[]): OfferedOption[] {
  const linkable = releases.filter((release) => httpUrl(release.url));
  return optionsOf(platform).flatMap((option) => {
    const [newest] = linkable.filter((release) => option.matches(release)).sort(byNewest);
    return newest ? [{ option, release: newest }] : [];
  });
}

/** Every release listed under a tab, newest first. */
export function releasesOfPlatform(platform: PlatformId, releases: readonly Release[]): Release[] {
  return releases.filter((release) => platformOfRelease(release) === platform).sort(byNewest);
}
