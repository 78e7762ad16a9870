import { compareParsedVersions, parseVersion, type FakeVersion, type Release } from '@tp/shared';
import { byNewest } from '@tp/shared/download/offerable';
import { tabOfReleasePlatform, type PlatformId } from '../platforms/platforms';

export type VersionVerdict =
  /** The text is not a version number. */
  | { readonly kind: 'invalid' }
  /** An official release (one entry per platform and package that carries the number). */
  | { readonly kind: 'official'; readonly releases: readonly Release[] }
  /** Reported to us as passed off for the platform (or for any). */
  | { readonly kind: 'known-fake'; readonly fake: FakeVersion }
  /** No official release to compare with (none for that platform). */
  | { readonly kind: 'unknown' }
  /** Higher than anything ever released: the classic lure of fake "updates". */
  | { readonly kind: 'ahead'; readonly newest: Release }
  /** Within the released range but never published. */
  | { readonly kind: 'unlisted'; readonly newest: Release };

const sameVersion = (version: string, wanted: readonly number[]) => {
  const parsed = parseVersion(version);
  return parsed !== null && compareParsedVersions(parsed, wanted) === 0;
};

/**
 * Whether a version number someone offers is one of ours, for one platform or
 * for any: an official release, a number reported as fake, or one we never published.
 */
export function lookUpVersion(input: string, releases: readonly Release[], fakeVersions: readonly FakeVersion[], platform?: PlatformId): VersionVerdict {
  const wanted = parseVersion(input);
  if (!wanted) return { kind: 'invalid' };
  const inScope = releases.filter((release) => !platform || tabOfReleasePlatform(release.platform) === platform).sort(byNewest);
  const matching = inScope.filter((release) => sameVersion(release.version, wanted));
  if (matching.length) return { kind: 'official', releases: matching };
  const fake = fakeVersions.find(
    (known) => sameVersion(known.version, wanted) && (!platform || !known.platform || tabOfReleasePlatform(known.platform) === platform),
  );
  if (fake) return { kind: 'known-fake', fake };
  const newest = inScope.find((release) => parseVersion(release.version));
  if (!newest) return { kind: 'unknown' };
  const beyond = compareParsedVersions(wanted, parseVersion(newest.version) ?? []) > 0;
  return { kind: beyond ? 'ahead' : 'unlisted', newest };
}
