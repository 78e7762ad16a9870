import type { Dapp } from '@tp/shared/api/types';
import { DAPP_PAGE_STEP, sourceKey, type DappPage, type DappSource } from '@tp/shared/dappstore/dapp-source';

/** The list's request (docs/product.md §3.13 `dappForm`, §4.7): the next page adds 40 to `start`. */
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
  /** The first page failed because the api was too busy to search (it answered 503 'searchBusy'). */
  readonly busy: boolean;
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
  | { readonly type: 'failed'; readonly sourceKey: string; readonly start: number; readonly busy?: boolean }
  | { readonly type: 'rendered'; readonly list: DappListState };

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
  busy: false,
  moreStatus: 'idle',
  hasMore: false,
  total: null,
  suggestion: null,
};

/** The list as its first page shows it: the page the store was rendered with on the server. */
export function listOfFirstPage(source: DappSource, page: DappPage): DappListState {
  const key = sourceKey(source);
  const asked = dappListReducer(EMPTY_DAPP_LIST, { type: 'request', sourceKey: key, form: formFor(source, 0) });
  return dappListReducer(asked, { type: 'loaded', sourceKey: key, start: 0, page });
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
    case 'rendered':
      return action.list;
    case 'failed':
      if (action.sourceKey !== state.sourceKey || action.start !== state.dappForm.start) return state;
      return action.start === 0 ? { ...state, status: 'error', busy: action.busy ?? false } : { ...state, moreStatus: 'error' };
  }
}
