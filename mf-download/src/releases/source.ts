import type { Release, ReleaseStore } from '@tp/shared';

/** Where a release comes from: its store, or the site for a package downloaded from it. */
export type ReleaseSource = ReleaseStore | 'website';

export function sourceOf(release: Pick<Release, 'store'>): ReleaseSource {
  return release.store ?? 'website';
}

