import { fieldErrorsOf } from '@tp/shared';
import type { Category } from '@tp/shared/api/types';
import { loadDappPage, sourceKey, type DappSource } from '@tp/shared/dappstore/dapp-source';
import { renderedCategories, renderedDappPage } from '@tp/shared/dappstore/store-page-data';
import { useLang, useResource, useShell, type Resource } from '@tp/shared/react';
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { dappListReducer, EMPTY_DAPP_LIST, formFor, listOfFirstPage, type DappListAction, type DappListState } from './dapp-list';

interface DappStoreValue {
  /** Store categories (type 0, by m_index), loaded once per language. */
  readonly categoryList: Resource<readonly Category[]> & { retry(): void };
  readonly list: DappListState;
  readonly dispatch: Dispatch<DappListAction>;
}

const DappStoreContext = createContext<DappStoreValue | null>(null);

/**
 * The section's state (docs/product.md §3.13: categoryList, dappList, dappForm;
 * categoryId lives in the URL). It sits above the routes so the list and its
 * loaded pages survive a visit to a DApp's detail page and back.
 */
export function DappStoreProvider({ children }: { children: ReactNode }) {
  const { api, pageData } = useShell();
  const lang = useLang();
  // The categories the page was rendered with on the server, if any, are not asked for again.
  const categoryList = useResource<readonly Category[]>(`categories:${lang}`, () => api.categoryList(), renderedCategories(pageData, lang));
  const [list, dispatch] = useReducer(dappListReducer, EMPTY_DAPP_LIST);
  return <DappStoreContext.Provider value={{ categoryList, list, dispatch }}>{children}</DappStoreContext.Provider>;
}

export function useDappStore(): DappStoreValue {
  const value = useContext(DappStoreContext);
  if (!value) throw new Error('useDappStore() needs a DappStoreProvider');
  return value;
}

export interface DappListControls {
  readonly list: DappListState;
  /** Appends the next page (start + 40), or asks again for a page that failed. */
  loadMore(): void;
  /** Asks for the first page again after a failure. */
  reload(): void;
}

/**
 * The list of `source`: its first page is asked for when the source changes
 * (replacing the list); a list kept from an earlier visit is shown as it was.
 */
export function useDappList(source: DappSource | null): DappListControls {
  const { api, pageData } = useShell();
  const lang = useLang();
  const { list, dispatch } = useDappStore();
  const key = source === null ? null : sourceKey(source);
  // Before the store has asked for any list, the first page the server rendered with is the list.
  const renderedPage = source !== null && key !== null && list.sourceKey === '' ? renderedDappPage(pageData, key, lang) : undefined;
  const rendered = source !== null && renderedPage ? listOfFirstPage(source, renderedPage) : undefined;

  const showsRendered = rendered !== undefined;

  // The page being asked for: the button and the end of the list can both ask before the next render.
  const asking = useRef<string | null>(null);
  const request = useCallback(
    (start: number) => {
      if (source === null || key === null) return;
      const page = `${key}@${start}`;
      if (start > 0 && asking.current === page) return;
      asking.current = page;
      const settle = (action: DappListAction) => {
        if (asking.current === page) asking.current = null;
        dispatch(action);
      };
      // The page the server rendered with becomes the store's list when the visitor first asks for more of it.
      if (rendered) dispatch({ type: 'rendered', list: rendered });
      dispatch({ type: 'request', sourceKey: key, form: formFor(source, start) });
      loadDappPage(api, source, start).then(
        (answer) => settle({ type: 'loaded', sourceKey: key, start, page: answer }),
        (error: unknown) => settle({ type: 'failed', sourceKey: key, start, busy: fieldErrorsOf(error)[0]?.key === 'searchBusy' }),
      );
    },
    // A source is known by its key (and its rendered page by the key with the list still empty); favourites are
    // re-read whenever their tab is entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, dispatch, key, showsRendered],
  );

  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });

  useEffect(() => {
    // The list the server rendered is shown as it is, without a state update: an update of the store's context
    // would reach the regions still waiting to hydrate (HydrateWhenSeen), which React then renders anew.
    if (key === null || rendered) return;
    const kept = latest.current.sourceKey === key && latest.current.status === 'ready' && source?.kind !== 'favorites';
    if (!kept) request(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, request]);

  const visible = key !== null && list.sourceKey === key ? list : (rendered ?? EMPTY_DAPP_LIST);

  // Reads the list of this render: children (the grid) ask for more before this component's effects run.
  const loadMore = useCallback(() => {
    const { hasMore, moreStatus, status, dappForm } = visible;
    if (status !== 'ready' || !hasMore || moreStatus === 'loading') return;
    // After a failed page, the same page again; otherwise the next one.
    request(moreStatus === 'error' ? dappForm.start : dappForm.start + dappForm.count);
  }, [visible, request]);

  const reload = useCallback(() => request(0), [request]);

  return { list: visible, loadMore, reload };
}
