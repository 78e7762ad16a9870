import { pageDataKey } from '@tp/shared';
import { loadTrendingPreview, trendingPreviewOf } from '@tp/shared/content/trending-preview';
import { useLang, useResource, useShell } from '@tp/shared/react';

/** The store's trending DApps that the home page previews: those the page came with, else from the api, with a retry after a failure. */
export function useTrendingDapps() {
  const { api, pageData } = useShell();
  const lang = useLang();
  return useResource(pageDataKey.trendingPreview(lang), () => loadTrendingPreview(api), trendingPreviewOf(pageData, lang));
}
