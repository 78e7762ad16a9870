import { loadKnownReleases, renderedReleases, type KnownReleases } from '@tp/shared/download/page-data';
import { useResource, useShell, type Resource } from '@tp/shared/react';

export type ReleasesState = Resource<KnownReleases>;

/** Every official release and the known fake version numbers: those the page came with, or loaded once per mount, with a retry after a failure. */
export function useReleases() {
  const { api, pageData } = useShell();
  return useResource<KnownReleases>('releases', () => loadKnownReleases(api), renderedReleases(pageData));
}
