import { compareVersions, type Release } from '@tp/shared';
import { optionsOf, tabOfReleasePlatform, type DownloadOptionSpec, type PlatformId } from '../platforms/platforms';
import { httpUrl } from '@tp/shared/content/safe-url';

/** Newest first: by version, then by release date. */
export function byNewest(a: Release, b: Release): number {
  return compareVersions(b.version, a.version) || Date.parse(b.released_at) - Date.parse(a.released_at);
}

export interface OfferedOption {
  readonly option: DownloadOptionSpec;
  readonly release: Release;
}

/** The options of a tab with a stable release behind an http(s) link, each with its newest one; betas are only listed. */
export function offeredOptions(platform: PlatformId, releases: readonly Release[]): OfferedOption[] {
  const offerable = releases.filter((release) => release.channel === 'stable' && httpUrl(release.url));
  return optionsOf(platform).flatMap((option) => {
    const [newest] = offerable.filter((release) => option.matches(release)).sort(byNewest);
    return newest ? [{ option, release: newest }] : [];
  });
}

/** Every release listed under a tab, newest first. */
export function releasesOfPlatform(platform: PlatformId, releases: readonly Release[]): Release[] {
  return releases.filter((release) => tabOfReleasePlatform(release.platform) === platform).sort(byNewest);
}
