import type { ApiClient } from '../api/client';
import { TRENDING_CATEGORY_ID } from '../api/paths';
import type { Dapp } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';
import type { Locale } from '../i18n/locales';

/** How many of the store's trending DApps the home page shows (docs/product.md §2.7). */
export const TRENDING_PREVIEW_COUNT = 8;

/** The home page's preview of the DApp store: the first of its trending list, on the server for the page and in the browser on a retry. */
export async function loadTrendingPreview(api: Pick<ApiClient, 'categoryDappList'>): Promise<readonly Dapp[]> {
  const dapps = await api.categoryDappList({ categoryId: TRENDING_CATEGORY_ID, start: 0, count: TRENDING_PREVIEW_COUNT });
  return dapps.slice(0, TRENDING_PREVIEW_COUNT);
}

/** The preview the page came with (the server rendered it), if it did. */
export function trendingPreviewOf(pageData: PageData | undefined, lang: Locale): { readonly data: readonly Dapp[] } | undefined {
  const value = pageData?.[pageDataKey.trendingPreview(lang)];
  return Array.isArray(value) ? { data: value as Dapp[] } : undefined;
}
