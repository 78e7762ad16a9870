import type { Release } from '@tp/shared';
import { platformOfRelease, type PlatformId } from '../platforms/platforms';
import { byNewest } from '../releases/offered';
import { compareParsedVersions, parseVersion } from '../releases/version';

export type VersionVerdict =
  /** The text is not a version number. */
  | { readonly kind: 'invalid' }
  /** No official release to compare with (none for that platform). */
  | { readonly kind: 'unknown' }
  /** An official release (one entry per platform and package that carries the number). */
  | { readonly kind: 'official'; readonly releases: readonly Release[] }
  /** Higher than anything ever released: the classic lure of fake "updates". */
  | { readonly kind: 'ahead'; readonly newest: Release }
  /** Within the released range but never published. */
  | { readonly kind: 'unlisted'; readonly newest: Release };

/** Whether a version number someone offers is one of ours, for one platform or for any. */
export function lookUpVersion(input: string, releases: readonly Release[], platform?: PlatformId): VersionVerdict {
  const wanted = parseVersion(input);
  if (!wanted) return { kind: 'invalid' };
  const inScope = releases.filter((release) => !platform || platformOfRelease(release) === platform).sort(byNewest);
  const matching = inScope.filter((release) => {
    const version = parseVersion(release.version);
    return version !== null && compareParsedVersions(version, wanted) === 0;
  });
  if (matching.length) return { kind: 'official', releases: matching };
  const newest = inScope.find((release) => parseVersion(release.version));
  if (!newest) return { kind: 'unknown' };
  const beyond = compareParsedVersions(wanted, parseVersion(newest.version) ?? []) > 0;
  return { kind: beyond ? 'ahead' : 'unlisted', newest };
}
