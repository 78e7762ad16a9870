import { NETWORK_KEY_PATTERN } from '../validation/patterns';

/** Search parameters of the store page: what makes a view shareable and the back button work. */
export const STORE_PARAMS = { category: 'category_id', network: 'network', search: 'q', tab: 'tab' } as const;

/** The api accepts search keys of up to 100 characters. */
export const MAX_SEARCH_LENGTH = 100;

export type StoreParam = (typeof STORE_PARAMS)[keyof typeof STORE_PARAMS];

export interface StoreQuery {
  /** The category the link names, or null for the first one. */
  readonly categoryId: number | null;
  /** A network key, or null for all networks. */
  readonly network: string | null;
  /** The search words; empty when not searching. */
  readonly search: string;
  /** The favourites tab instead of a category. */
  readonly favorites: boolean;
  /** Parameters the link carried with a value that cannot be used (they are ignored). */
  readonly invalid: readonly StoreParam[];
}

const CATEGORY_ID = /^[1-9]\d{0,8}$/;

export function parseStoreQuery(params: URLSearchParams): StoreQuery {
  const invalid: StoreParam[] = [];
  const rawCategory = params.get(STORE_PARAMS.category);
  const rawNetwork = params.get(STORE_PARAMS.network);
  const rawTab = params.get(STORE_PARAMS.tab);
  let categoryId: number | null = null;
  if (rawCategory !== null && rawCategory !== '') {
    if (CATEGORY_ID.test(rawCategory)) categoryId = Number(rawCategory);
    else invalid.push(STORE_PARAMS.category);
  }
  let network: string | null = null;
  if (rawNetwork !== null && rawNetwork !== '') {
    const key = rawNetwork.toLowerCase();
    if (NETWORK_KEY_PATTERN.test(key)) network = key;
    else invalid.push(STORE_PARAMS.network);
  }
  if (rawTab !== null && rawTab !== '' && rawTab !== 'favorites') invalid.push(STORE_PARAMS.tab);
  const search = (params.get(STORE_PARAMS.search) ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) invalid.push(STORE_PARAMS.search);
  return {
    categoryId,
    network,
    search: search.slice(0, MAX_SEARCH_LENGTH),
    favorites: rawTab === 'favorites',
    invalid,
  };
}

export interface StoreView {
  readonly categoryId?: number | null;
  readonly network?: string | null;
  readonly search?: string;
  readonly favorites?: boolean;
}

/** The `?…` of a store view, in a stable order, leaving out what is unset. */
export function storeSearch(view: StoreView): string {
  const params = new URLSearchParams();
  if (view.categoryId != null) params.set(STORE_PARAMS.category, String(view.categoryId));
  if (view.network) params.set(STORE_PARAMS.network, view.network);
  const search = view.search?.trim();
  if (search) params.set(STORE_PARAMS.search, search);
  if (view.favorites) params.set(STORE_PARAMS.tab, 'favorites');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Detail links name the DApp with `?id=` (read back by parseDappId of routes/page-ids). */
export function detailPath(id: number): string {
  return `/dappstore/detail?id=${id}`;
}
