/**
 * A version as the api publishes it: dot-separated integers, up to four parts
 * (desktop builds carry a fourth). Not semver: there are no pre-release tags.
 */
export const RELEASE_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/** The numeric parts of a version as people type it ("2.9.3", " v1.4.0.12 "), or null when the text is not a version number. */
export function parseVersion(text: string): number[] | null {
  const bare = text.trim().replace(/^v/i, '');
  return RELEASE_VERSION_PATTERN.test(bare) ? bare.split('.').map(Number) : null;
}

/** Orders two parsed versions; missing parts count as 0, so 2.4 equals 2.4.0. */
export function compareParsedVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Orders two version texts; text that is not a version sorts before any version. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return left ? 1 : right ? -1 : 0;
  return compareParsedVersions(left, right);
}
