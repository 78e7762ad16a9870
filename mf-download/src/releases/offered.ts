import type { Release } from '@tp/shared';
import { byNewest, isOfferable } from '@tp/shared/download/offerable';
import { optionsOf, tabOfReleasePlatform, type DownloadOptionSpec, type PlatformId } from '../platforms/platforms';

export interface OfferedOption {
  readonly option: DownloadOptionSpec;
  readonly release: Release;
}

/** The options of a tab with an offerable release, each with its newest one. */
export function offeredOptions(platform: PlatformId, releases: readonly Release[]): OfferedOption[] {
  const offerable = releases.filter(isOfferable);
  return optionsOf(platform).flatMap((option) => {
    const [newest] = offerable.filter((release) => option.matches(release)).sort(byNewest);
    return newest ? [{ option, release: newest }] : [];
  });
}

/** Every release listed under a tab, newest first. */
export function releasesOfPlatform(platform: PlatformId, releases: readonly Release[]): Release[] {
  return releases.filter((release) => tabOfReleasePlatform(release.platform) === platform).sort(byNewest);
}
