import type { NewsItem } from '@tp/shared';
import { normalizeNewsDetail, normalizeNewsList } from '@tp/shared/normalize/news';
import { withSanitisedContent } from '@tp/shared/content/sanitize-article';
import { rawArticle, rawNewsPage } from '../testing/fixtures';
import { initialNewsState, neighboursOf, newsLanguage, newsReducer, type NewsAction, type NewsState } from './news-state';

const page = (firstId: number, count: number) => normalizeNewsList(rawNewsPage(firstId, count)) ?? [];

function run(...actions: NewsAction[]): NewsState {
  return actions.reduce(newsReducer, initialNewsState('en'));
}

const firstPage = (data: readonly NewsItem[] | null = page(1, 20)): NewsAction[] => [
  { type: 'list/loading', reset: true },
  { type: 'list/loaded', reset: true, start: 0, data },
];

describe('newsReducer', () => {
  it('starts with the first page of 20, status 0, and the content language of the locale', () => {
    expect(initialNewsState('ja').newsForm).toEqual({ start: 0, count: 20, status: 0, lang: 'ja' });
    expect(initialNewsState('zh').newsForm.lang).toBe('zh-Hans');
    expect(initialNewsState('zh-tw').newsForm.lang).toBe('zh-Hant');
  });

  it('defaults the content language to zh-Hans', () => {
    expect(initialNewsState().newsForm.lang).toBe('zh-Hans');
    expect(newsLanguage('xx')).toBe('zh-Hans');
  });

  it('groups the first page into newsDate', () => {
    const state = run(...firstPage());
    expect(state.listStatus).toBe('ready');
    expect(state.newsList).toHaveLength(20);
    expect(state.newsDate.flatMap((day) => day.times.flatMap((minute) => minute.items.map((item) => item.id)))).toEqual(
      state.newsList.map((item) => item.id),
    );
  });

  it('appends a further page and moves start by 20', () => {
    const state = run(...firstPage(), { type: 'list/loading', reset: false }, { type: 'list/loaded', reset: false, start: 20, data: page(21, 20) });
    expect(state.newsList.map((item) => item.id)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(state.newsForm.start).toBe(20);
    expect(state.moreStatus).toBe('idle');
    expect(state.noMore).toBe(false);
  });

  it('sets no-more when a further page is null', () => {
    const state = run(...firstPage(), { type: 'list/loaded', reset: false, start: 20, data: null });
    expect(state.noMore).toBe(true);
    expect(state.newsList).toHaveLength(20);
    expect(state.newsForm.start).toBe(0);
  });

  it('does not set no-more when the list is reset, even to null', () => {
    const state = run(...firstPage(), { type: 'list/loaded', reset: false, start: 20, data: null }, ...firstPage(null));
    expect(state.noMore).toBe(false);
    expect(state.newsList).toEqual([]);
    expect(state.listStatus).toBe('ready');
  });

  it('ignores a non-zero result on a further page, and shows an error when there is nothing yet', () => {
    const kept = run(...firstPage(), { type: 'list/loading', reset: false }, { type: 'list/loaded', reset: false, start: 20, data: undefined });
    expect(kept.newsList).toHaveLength(20);
    expect(kept.noMore).toBe(false);
    expect(kept.moreStatus).toBe('idle');
    expect(run({ type: 'list/loaded', reset: true, start: 0, data: undefined }).listStatus).toBe('error');
  });

  it('does not repeat an item that comes back on the next page', () => {
    const state = run(...firstPage(), { type: 'list/loaded', reset: false, start: 20, data: page(20, 20) });
    expect(state.newsList.map((item) => item.id)).toEqual(Array.from({ length: 39 }, (_, index) => index + 1));
  });

  it('keeps a failed further page apart from the list', () => {
    const state = run(...firstPage(), { type: 'list/loading', reset: false }, { type: 'list/failed', reset: false });
    expect(state.moreStatus).toBe('error');
    expect(state.listStatus).toBe('ready');
  });

  it('keeps the article of the last request only', () => {
    const article = (id: number) => withSanitisedContent(normalizeNewsDetail(rawArticle(id, '<p>Body</p>')));
    const state = run(
      { type: 'article/loading', id: 1 },
      { type: 'article/loading', id: 2 },
      { type: 'article/loaded', id: 1, article: article(1) },
    );
    expect(state.article).toEqual({ id: 2, status: 'loading' });
    expect(state.newsDetailData).toBeNull();
    const loaded = newsReducer(state, { type: 'article/loaded', id: 2, article: article(2) });
    expect(loaded.article).toEqual({ id: 2, status: 'ready' });
    expect(loaded.newsDetailData?.id).toBe(2);
  });

  it('marks an article the api does not know as not found', () => {
    expect(run({ type: 'article/loading', id: 9 }, { type: 'article/loaded', id: 9, article: null }).article?.status).toBe('notFound');
    expect(run({ type: 'article/loading', id: 9 }, { type: 'article/loaded', id: 9, article: undefined }).article?.status).toBe('notFound');
  });
});

describe('neighboursOf', () => {
  const list = page(1, 3);
  it('finds the newer and older items around an article', () => {
    expect(neighboursOf(list, 2)).toEqual({ found: true, previous: list[0], next: list[2] });
    expect(neighboursOf(list, 1)).toEqual({ found: true, previous: undefined, next: list[1] });
    expect(neighboursOf(list, 7)).toEqual({ found: false });
  });
});
