import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import { useLang, useResource, useShell } from '@tp/shared/react';

/** The first `count` DApps of the store's trending list, with a retry after a failure. */
export function useTrendingDapps(count: number) {
  const { api } = useShell();
  const lang = useLang();
  return useResource(`trending:${lang}:${count}`, () =>
    api.categoryDappList({ categoryId: TRENDING_CATEGORY_ID, start: 0, count }).then((dapps) => dapps.slice(0, count)),
  );
}
