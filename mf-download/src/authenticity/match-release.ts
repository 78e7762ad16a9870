import type { Release } from '@tp/shared';

/** A SHA-256 as published (any case, spaces or colons between bytes) in lowercase hex; null when it is not one. */
export function normalizeSha256(text: string | null | undefined): string | null {
  const hex = (text ?? '').replace(/[\s:]/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

/** The official releases whose package has this SHA-256 (one file may be published for several platforms). */
export function releasesWithSha256(releases: readonly Release[], sha256: string): Release[] {
  const wanted = normalizeSha256(sha256);
  if (!wanted) return [];
  return releases.filter((release) => normalizeSha256(release.sha256) === wanted);
}
