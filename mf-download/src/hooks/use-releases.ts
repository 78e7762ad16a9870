import type { FakeVersion, Release } from '@tp/shared';
import { useShell } from '@tp/shared/react';
import { startTransition, useCallback, useEffect, useState } from 'react';

export type ReleasesState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly releases: readonly Release[]; readonly fakeVersions: readonly FakeVersion[] };

/** Every official release and the known fake version numbers, loaded once per mount, with a retry after a failure. */
export function useReleases(): { readonly state: ReleasesState; retry(): void } {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReleasesState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all([api.releases(), api.fakeVersions()]).then(
      // The whole page fills in from this answer: a transition lets React render it in slices, with no long task.
      ([releases, fakeVersions]) => current && startTransition(() => setState({ status: 'ready', releases, fakeVersions })),
      (error: unknown) => {
        console.error('Could not load the releases', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
