import type { ApiClient } from '@tp/shared/api/client';
import { PAGE_SIZES } from '@tp/shared/api/paths';
import type { Dapp } from '@tp/shared/api/types';

/** Where the store's list comes from. */
export type DappSource =
  | { readonly kind: 'category'; readonly categoryId: number; readonly network: string | null }
  | { readonly kind: 'search'; readonly key: string; readonly network: string | null }
  | { readonly kind: 'favorites'; readonly ids: readonly number[]; readonly network: string | null };

/** The list's request (spec §3 client state `dappForm`): the next page adds 40 to `start`. */
export interface DappForm {
  readonly start: number;
  readonly count: number;
  readonly key: string;
  readonly category_id: number | null;
  readonly network: string | null;
}

export interface DappListState {
  /** Which source the list belongs to (see sourceKey). */
  readonly sourceKey: string;
  readonly dappForm: DappForm;
  readonly dappList: readonly Dapp[];
  /** The first page. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The pages after it. */
  readonly moreStatus: 'idle' | 'loading' | 'error';
  readonly hasMore: boolean;
  /** Search results in all, when the api tells. */
  readonly total: number | null;
  /** A search that found nothing: the closest DApp name, when there is one ("Did you mean …"). */
  readonly suggestion: string | null;
}

export type DappListAction =
  | { readonly type: 'request'; readonly sourceKey: string; readonly form: DappForm }
  | { readonly type: 'loaded'; readonly sourceKey: string; readonly start: number; readonly page: DappPage }
  | { readonly type: 'failed'; readonly sourceKey: string; readonly start: number };

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

export function formFor(source: DappSource, start: number): DappForm {
  return {
    start,
    count: DAPP_PAGE_STEP,
    key: source.kind === 'search' ? source.key : '',
    category_id: source.kind === 'category' ? source.categoryId : null,
    network: source.network,
  };
}

export const EMPTY_DAPP_LIST: DappListState = {
  sourceKey: '',
  dappForm: { start: 0, count: DAPP_PAGE_STEP, key: '', category_id: null, network: null },
  dappList: [],
  status: 'loading',
  moreStatus: 'idle',
  hasMore: false,
  total: null,
  suggestion: null,
};

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

/**
 * The list's state. A request for the first page replaces the list (choosing
 * a category); a later page appends. Answers for another source or page than
 * the one last asked for arrive late and are ignored.
 */
export function dappListReducer(state: DappListState, action: DappListAction): DappListState {
  switch (action.type) {
    case 'request':
      if (action.form.start === 0) {
        return { ...EMPTY_DAPP_LIST, sourceKey: action.sourceKey, dappForm: action.form };
      }
      if (action.sourceKey !== state.sourceKey) return state;
      return { ...state, dappForm: action.form, moreStatus: 'loading' };
    case 'loaded': {
      if (action.sourceKey !== state.sourceKey || action.start !== state.dappForm.start) return state;
      const { dapps, hasMore, total, suggestion = null } = action.page;
      if (action.start === 0) return { ...state, dappList: dapps, status: 'ready', hasMore, total, suggestion };
      // The list may shift between pages (popularity changes); a DApp is listed once.
      const seen = new Set(state.dappList.map((dapp) => dapp.id));
      return {
        ...state,
        dappList: [...state.dappList, ...dapps.filter((dapp) => !seen.has(dapp.id))],
        moreStatus: 'idle',
        hasMore,
        total: total ?? state.total,
      };
    }
    case 'failed':
      if (action.sourceKey !== state.sourceKey || action.start !== state.dappForm.start) return state;
      return action.start === 0 ? { ...state, status: 'error' } : { ...state, moreStatus: 'error' };
  }
}
