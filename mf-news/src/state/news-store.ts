import { pageDataKey, type ApiClient, type Locale, type NewsDetail, type NewsItem, type PageData } from '@tp/shared';
import { loadNewsPromos, type NewsPromos } from '@tp/shared/content/news-promos';
import { initialNewsState, neighboursOf, newsReducer, type NewsAction, type NewsState } from './news-state';
import type { Sanitised } from '@tp/shared/content/sanitize-article';

/** How many further pages the article page may load to find its previous and next items. */
export const NEIGHBOUR_PAGE_LIMIT = 5;

export interface NewsStore {
  readonly api: ApiClient;
  readonly lang: Locale;
  /** The data of the page the store was made for. */
  readonly pageData: PageData;
  getState(): NewsState;
  /**
   * The state the store was made with, from the page's data: what the server rendered the page from, so
   * the browser hydrates from it too, however far the store has come since (its requests start at mount).
   */
  firstState(): NewsState;
  subscribe(listener: () => void): () => void;
  /** Loads the first page, replacing the list (the page may have brought it: see firstState). */
  loadFirst(): Promise<void>;
  /** Loads the next page and appends it, unless there is no more. */
  loadMore(): Promise<void>;
  /** Banners, activities and ads. */
  loadPromos(): Promise<void>;
  /**
   * The article as the server rendered the page with it (sanitised there): the article, null
   * for one the api does not know, undefined when the page brought none.
   */
  renderedArticle(id: number): Sanitised<NewsDetail> | null | undefined;
  /** Loads the article, unless the page brought it. */
  openArticle(id: number): Promise<void>;
  /** Loads pages until the article and the item after it are in the list, within NEIGHBOUR_PAGE_LIMIT pages. */
  loadNeighbours(id: number): Promise<void>;
  /** The list's scroll position, kept while an article is open. */
  listScroll(): number;
  rememberListScroll(y: number): void;
}

/**
 * The section's state and the calls that change it; one per mounted section
 * (and language), so the list survives opening an article and coming back.
 */
export function createNewsStore(api: ApiClient, lang: Locale, pageData: PageData = {}): NewsStore {
  const first = stateFromPage(lang, pageData);
  let state = first;
  const listeners = new Set<() => void>();
  const dispatch = (action: NewsAction) => {
    const next = newsReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  let listScrollY = 0;
  let firstPage: Promise<void> | undefined;
  let morePage: Promise<void> | undefined;

  function loadFirst(): Promise<void> {
    firstPage ??= (async () => {
      dispatch({ type: 'list/loading', reset: true });
      try {
        dispatch({ type: 'list/loaded', reset: true, start: 0, data: await api.newsList({ lang, start: 0, count: state.newsForm.count }) });
      } catch {
        dispatch({ type: 'list/failed', reset: true });
      } finally {
        firstPage = undefined;
      }
    })();
    return firstPage;
  }

  function loadMore(): Promise<void> {
    if (state.listStatus !== 'ready' || state.noMore) return Promise.resolve();
    morePage ??= (async () => {
      const { start, count } = state.newsForm;
      dispatch({ type: 'list/loading', reset: false });
      try {
        dispatch({ type: 'list/loaded', reset: false, start: start + count, data: await api.newsList({ lang, start: start + count, count }) });
      } catch {
        dispatch({ type: 'list/failed', reset: false });
      } finally {
        morePage = undefined;
      }
    })();
    return morePage;
  }

  async function loadPromos(): Promise<void> {
    if (state.promos.status !== 'idle') return;
    dispatch({ type: 'promos/loading' });
    dispatch({ type: 'promos/loaded', ...(await loadNewsPromos(api, lang)) });
  }

  function renderedArticle(id: number): Sanitised<NewsDetail> | null | undefined {
    // The site server sanitised the article it embedded (shell/server/page-subject.ts).
    return pageData[pageDataKey.article(id, lang)] as Sanitised<NewsDetail> | null | undefined;
  }

  async function openArticle(id: number): Promise<void> {
    dispatch({ type: 'article/loading', id });
    const rendered = renderedArticle(id);
    if (rendered !== undefined) {
      dispatch({ type: 'article/loaded', id, article: rendered });
      return;
    }
    try {
      // The sanitiser (DOMPurify, about 11 KB gzip) loads with the first article the page did not come with.
      const [answer, { withSanitisedContent }] = await Promise.all([api.newsDetail(id, lang), import('@tp/shared/content/sanitize-article')]);
      dispatch({ type: 'article/loaded', id, article: answer && withSanitisedContent(answer) });
    } catch {
      dispatch({ type: 'article/failed', id });
    }
  }

  async function loadNeighbours(id: number): Promise<void> {
    if (state.listStatus !== 'ready') await loadFirst();
    for (let page = 0; page < NEIGHBOUR_PAGE_LIMIT; page++) {
      const { found, next } = neighboursOf(state.newsList, id);
      if ((found && next) || state.noMore || state.listStatus !== 'ready' || state.moreStatus === 'error') return;
      await loadMore();
    }
  }

  return {
    api,
    lang,
    pageData,
    getState: () => state,
    firstState: () => first,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadFirst,
    loadMore,
    loadPromos,
    renderedArticle,
    openArticle,
    loadNeighbours,
    listScroll: () => listScrollY,
    rememberListScroll(y) {
      listScrollY = y;
    },
  };
}

/** The list and promotions the page came with, as if loaded: the list page then asks the api for neither. */
function stateFromPage(lang: Locale, pageData: PageData): NewsState {
  let state = initialNewsState(lang);
  const list = pageData[pageDataKey.newsList(lang)] as readonly NewsItem[] | null | undefined;
  if (list !== undefined) state = newsReducer(state, { type: 'list/loaded', reset: true, start: 0, data: list });
  const promos = pageData[pageDataKey.newsPromos(lang)] as NewsPromos | undefined;
  if (promos) state = newsReducer(state, { type: 'promos/loaded', ...promos });
  return state;
}
