import type { Release, ReleaseStore } from '@tp/shared';

/** Where a release comes from: its store, or the site for a package downloaded from it. */
export type ReleaseSource = ReleaseStore | 'website';

export function sourceOf(release: Pick<Release, 'store'>): ReleaseSource {
  return release.store ?? 'website';
}

/** An http(s) URL, or null for anything else (data is never trusted to be a safe link). */
export function httpUrl(text: string | null | undefined): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
