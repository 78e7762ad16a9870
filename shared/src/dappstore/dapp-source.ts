import type { ApiClient } from '../api/client';
import { PAGE_SIZES } from '../api/paths';
import type { Category, Dapp } from '../api/types';
import type { StoreQuery } from './store-query';

/** Where the store's list comes from. */
export type DappSource =
  | { readonly kind: 'category'; readonly categoryId: number; readonly network: string | null }
  | { readonly kind: 'search'; readonly key: string; readonly network: string | null }
  | { readonly kind: 'favorites'; readonly ids: readonly number[]; readonly network: string | null };

/** One page of a source, as the api answered it. */
export interface DappPage {
  readonly dapps: readonly Dapp[];
  readonly hasMore: boolean;
  readonly total: number | null;
  readonly suggestion?: string | null;
}

export const DAPP_PAGE_STEP = PAGE_SIZES.dappStep;

/** Favourites are few and fetched at once; the api reads ids from the query string, so they go in slices. */
const IDS_PER_REQUEST = 100;

/** Identifies a source: lists of the same key are the same list. Favourites are one list whatever their ids. */
export function sourceKey(source: DappSource): string {
  const network = source.network ?? '*';
  switch (source.kind) {
    case 'category':
      return `category:${source.categoryId}:${network}`;
    case 'search':
      return `search:${source.key}:${network}`;
    case 'favorites':
      return `favorites:${network}`;
  }
}

export interface ShownCategory {
  /** The category whose list is shown, or null while the categories are unknown (or there are none). */
  readonly categoryId: number | null;
  /** The link names a category the store does not have (it is ignored). */
  readonly unknown: boolean;
}

/** docs/product.md §4.7: the category the link names, or the first one once the categories are known. */
export function shownCategory(query: StoreQuery, categories: readonly Category[] | null): ShownCategory {
  const unknown = categories !== null && query.categoryId !== null && !categories.some((category) => category.hid === query.categoryId);
  return { categoryId: query.categoryId !== null && !unknown ? query.categoryId : (categories?.[0]?.hid ?? null), unknown };
}

/** The list a store view shows: a search, the favourites, or a category; null until there is a category to show. */
export function storeSource(query: StoreQuery, categoryId: number | null, favoriteIds: readonly number[]): DappSource | null {
  const { network, search } = query;
  if (search) return { kind: 'search', key: search, network };
  if (query.favorites) return { kind: 'favorites', ids: favoriteIds, network };
  return categoryId !== null ? { kind: 'category', categoryId, network } : null;
}

const onNetwork = (network: string | null) => (dapp: Dapp) => network === null || dapp.networks.includes(network);

/** One page of a source from the api. */
export async function loadDappPage(api: ApiClient, source: DappSource, start: number): Promise<DappPage> {
  switch (source.kind) {
    case 'category': {
      const dapps = await api.categoryDappList({ categoryId: source.categoryId, network: source.network ?? undefined, start, count: DAPP_PAGE_STEP });
      return { dapps, hasMore: dapps.length === DAPP_PAGE_STEP, total: null };
    }
    case 'search': {
      const result = await api.search({ key: source.key, network: source.network ?? undefined, start, count: DAPP_PAGE_STEP });
      return {
        dapps: result.list,
        hasMore: result.list.length > 0 && start + result.list.length < result.total,
        total: result.total,
        suggestion: result.suggestion,
      };
    }
    case 'favorites': {
      const slices: number[][] = [];
      for (let i = 0; i < source.ids.length; i += IDS_PER_REQUEST) slices.push(source.ids.slice(i, i + IDS_PER_REQUEST));
      const found = (await Promise.all(slices.map((ids) => api.dappsByIds(ids)))).flat();
      return { dapps: found.filter(onNetwork(source.network)), hasMore: false, total: null };
    }
  }
}
