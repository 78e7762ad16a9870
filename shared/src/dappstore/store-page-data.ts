import type { ApiClient } from '../api/client';
import type { Category } from '../api/types';
import { pageDataKey, type PageData } from '../contracts/page-data';
import type { Locale } from '../i18n/locales';
import { loadDappPage, shownCategory, sourceKey, storeSource, type DappPage } from './dapp-source';
import { parseStoreQuery } from './store-query';

/**
 * The data the store page renders with on the server: the categories and the
 * first page of the list its address shows (a category or a search; the
 * favourites live in the visitor's browser). What the api cannot give is left
 * out, for the browser to ask for and show its failure with a retry.
 */
export async function loadStorePageData(api: ApiClient, lang: Locale, params: URLSearchParams): Promise<PageData> {
  const query = parseStoreQuery(params);
  const categoriesAsked = api.categoryList().catch(() => undefined);
  // A search or the favourites need no category: their list is asked for beside the categories.
  const categories = query.search || query.favorites ? undefined : await categoriesAsked;
  const source = storeSource(query, shownCategory(query, categories ?? null).categoryId, []);
  const firstPage = source && source.kind !== 'favorites' ? await loadDappPage(api, source, 0).catch(() => undefined) : undefined;
  const categoryList = await categoriesAsked;
  return {
    ...(categoryList && { [pageDataKey.storeCategories(lang)]: categoryList }),
    ...(source && firstPage && { [pageDataKey.storeList(sourceKey(source), lang)]: firstPage }),
  };
}

/** The categories the page came with, if any. */
export function renderedCategories(pageData: PageData | undefined, lang: Locale): { readonly data: readonly Category[] } | undefined {
  const value = pageData?.[pageDataKey.storeCategories(lang)];
  return Array.isArray(value) ? { data: value as Category[] } : undefined;
}

/** The first page of the list `source` (its sourceKey) the page came with, if any. */
export function renderedDappPage(pageData: PageData | undefined, source: string, lang: Locale): DappPage | undefined {
  const value = pageData?.[pageDataKey.storeList(source, lang)];
  return value && typeof value === 'object' && Array.isArray((value as DappPage).dapps) ? (value as DappPage) : undefined;
}
