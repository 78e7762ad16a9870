import type { FakeVersion, Release } from '@tp/shared';
import { useResource, useShell, type Resource } from '@tp/shared/react';

export interface KnownReleases {
  readonly releases: readonly Release[];
  readonly fakeVersions: readonly FakeVersion[];
}

export type ReleasesState = Resource<KnownReleases>;

/** Every official release and the known fake version numbers, loaded once per mount, with a retry after a failure. */
export function useReleases() {
  const { api } = useShell();
  return useResource<KnownReleases>('releases', async () => {
    const [releases, fakeVersions] = await Promise.all([api.releases(), api.fakeVersions()]);
    return { releases, fakeVersions };
  });
}
