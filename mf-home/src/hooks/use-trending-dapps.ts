import { useCallback, useEffect, useState } from 'react';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Dapp } from '@tp/shared/api/types';
import { useShell } from '@tp/shared/react';

export type TrendingDapps =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly dapps: readonly Dapp[] };

/** The first `count` DApps of the store's trending list, with a retry after a failure. */
export function useTrendingDapps(count: number): TrendingDapps & { retry: () => void } {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TrendingDapps>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api.categoryDappList({ categoryId: TRENDING_CATEGORY_ID, start: 0, count }).then(
      (dapps) => current && setState({ status: 'ready', dapps: dapps.slice(0, count) }),
      (error: unknown) => {
        console.error('Trending DApps could not be loaded', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, count, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
