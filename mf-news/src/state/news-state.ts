import { contentLanguage, isLocale, PAGE_SIZES, type Activity, type Ad, type Banner, type ContentLanguage, type NewsDetail, type NewsItem } from '@tp/shared';
import { groupNewsByDate, type NewsDateGroup } from './group-news';
import type { Sanitised } from '@tp/shared/content/sanitize-article';

/** docs/product.md §9.5: the news list's content language before the route's language is known. */
export const DEFAULT_NEWS_LANGUAGE: ContentLanguage = 'zh-Hans';

/** The news list's query (docs/product.md §7.3). */
export interface NewsForm {
  /** The start of the last page loaded. */
  readonly start: number;
  readonly count: number;
  readonly status: 0;
  readonly lang: ContentLanguage;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ArticleStatus = 'loading' | 'ready' | 'notFound' | 'error';

export interface Promos {
  readonly status: 'idle' | 'loading' | 'ready';
  readonly banners: readonly Banner[];
  readonly activities: readonly Activity[];
  readonly ads: readonly Ad[];
}

/** The section's state (docs/product.md §3.13: newsForm, newsList, newsDate, newsDetailData). */
export interface NewsState {
  readonly newsForm: NewsForm;
  readonly newsList: readonly NewsItem[];
  /** The list grouped by day, then by minute. */
  readonly newsDate: readonly NewsDateGroup[];
  /** The first page. */
  readonly listStatus: LoadStatus;
  /** A further page ('Load more'). */
  readonly moreStatus: Exclude<LoadStatus, 'ready'>;
  /** The api answered a further page with nothing (docs/product.md §4.6). */
  readonly noMore: boolean;
  readonly article: { readonly id: number; readonly status: ArticleStatus } | null;
  /** Its body already sanitised, by the site server or by the store (news-store.ts): shown as it is. */
  readonly newsDetailData: Sanitised<NewsDetail> | null;
  readonly promos: Promos;
}

export type NewsAction =
  | { readonly type: 'list/loading'; readonly reset: boolean }
  /** `data` undefined: the api answered a non-zero result; null: nothing more. */
  | { readonly type: 'list/loaded'; readonly reset: boolean; readonly start: number; readonly data: readonly NewsItem[] | null | undefined }
  | { readonly type: 'list/failed'; readonly reset: boolean }
  | { readonly type: 'article/loading'; readonly id: number }
  | { readonly type: 'article/loaded'; readonly id: number; readonly article: Sanitised<NewsDetail> | null | undefined }
  | { readonly type: 'article/failed'; readonly id: number }
  | { readonly type: 'promos/loading' }
  | { readonly type: 'promos/loaded'; readonly banners: readonly Banner[]; readonly activities: readonly Activity[]; readonly ads: readonly Ad[] };

/** The content language of the news for a site language (docs/product.md §4.5), zh-Hans when there is none (docs/product.md §9.5). */
export function newsLanguage(locale: string | null | undefined): ContentLanguage {
  return isLocale(locale) ? contentLanguage(locale) : DEFAULT_NEWS_LANGUAGE;
}

export function initialNewsState(locale?: string): NewsState {
  return {
    newsForm: { start: 0, count: PAGE_SIZES.news, status: 0, lang: newsLanguage(locale) },
    newsList: [],
    newsDate: [],
    listStatus: 'idle',
    moreStatus: 'idle',
    noMore: false,
    article: null,
    newsDetailData: null,
    promos: { status: 'idle', banners: [], activities: [], ads: [] },
  };
}

function withList(state: NewsState, newsList: readonly NewsItem[]): NewsState {
  return { ...state, newsList, newsDate: groupNewsByDate(newsList) };
}

// Items published between two page loads shift the pages: one item can come back twice.
function appendNew(list: readonly NewsItem[], page: readonly NewsItem[]): NewsItem[] {
  const seen = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !seen.has(item.id))];
}

function listLoaded(state: NewsState, { reset, start, data }: Extract<NewsAction, { type: 'list/loaded' }>): NewsState {
  if (reset) {
    // Nothing usable came back and there is nothing to keep: the page says so and offers a retry.
    if (data === undefined) return { ...state, listStatus: 'error' };
    // A reset never sets no-more (docs/product.md §4.6); an empty first page is the empty state.
    return withList({ ...state, newsForm: { ...state.newsForm, start: 0 }, listStatus: 'ready', moreStatus: 'idle', noMore: false }, data ?? []);
  }
  // A non-zero result is silently ignored (docs/product.md §8.3): the list stays as it was.
  if (data === undefined) return { ...state, moreStatus: 'idle' };
  if (data === null || data.length === 0) return { ...state, moreStatus: 'idle', noMore: true };
  return withList({ ...state, newsForm: { ...state.newsForm, start }, moreStatus: 'idle' }, appendNew(state.newsList, data));
}

export function newsReducer(state: NewsState, action: NewsAction): NewsState {
  switch (action.type) {
    case 'list/loading':
      return action.reset ? { ...state, listStatus: 'loading' } : { ...state, moreStatus: 'loading' };
    case 'list/loaded':
      return listLoaded(state, action);
    case 'list/failed':
      return action.reset ? { ...state, listStatus: 'error' } : { ...state, moreStatus: 'error' };
    case 'article/loading':
      return {
        ...state,
        article: { id: action.id, status: 'loading' },
        newsDetailData: state.newsDetailData?.id === action.id ? state.newsDetailData : null,
      };
    case 'article/loaded':
      if (state.article?.id !== action.id) return state;
      return action.article
        ? { ...state, article: { id: action.id, status: 'ready' }, newsDetailData: action.article }
        : { ...state, article: { id: action.id, status: 'notFound' }, newsDetailData: null };
    case 'article/failed':
      if (state.article?.id !== action.id) return state;
      return { ...state, article: { id: action.id, status: 'error' } };
    case 'promos/loading':
      return { ...state, promos: { ...state.promos, status: 'loading' } };
    case 'promos/loaded':
      return { ...state, promos: { status: 'ready', banners: action.banners, activities: action.activities, ads: action.ads } };
  }
}

export interface Neighbours {
  /** Whether the article is in the loaded list at all. */
  readonly found: boolean;
  /** The item before it in the list (newer). */
  readonly previous?: NewsItem;
  /** The item after it (older). */
  readonly next?: NewsItem;
}

export function neighboursOf(list: readonly NewsItem[], id: number): Neighbours {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return { found: false };
  return { found: true, previous: list[index - 1], next: list[index + 1] };
}
