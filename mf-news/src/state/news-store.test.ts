import { ApiClient, HttpError, pageDataKey, type Locale } from '@tp/shared';
import { createFakeHttpClient, type FakeRoute } from '@tp/shared/testing';
import { content, rawArticle, rawNewsPage } from '../testing/fixtures';
import type * as SanitiseArticle from '@tp/shared/content/sanitize-article';
import { createNewsStore, NEIGHBOUR_PAGE_LIMIT } from './news-store';

/** A news api of `total` items, paged as the real one. */
function newsRoutes(total: number, extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const all = rawNewsPage(1, total);
  return {
    '/v1/news/list': ({ query }) => {
      const slice = all.slice(Number(query.start), Number(query.start) + Number(query.count));
      return content(slice.length ? slice : null);
    },
    ...extra,
  };
}

// The article sanitiser (DOMPurify), watched: a page that came with its article never needs it.
const sanitise = jest.fn();
jest.mock('@tp/shared/content/sanitize-article', () => {
  const actual = jest.requireActual<typeof SanitiseArticle>('@tp/shared/content/sanitize-article');
  return { ...actual, withSanitisedContent: (article: { content: string }) => (sanitise(article), actual.withSanitisedContent(article)) };
});

function setUp(routes: Record<string, FakeRoute>, lang: Locale = 'en') {
  const http = createFakeHttpClient(routes);
  return { http, store: createNewsStore(new ApiClient(http), lang) };
}

const listQueries = (http: ReturnType<typeof setUp>['http']) =>
  http.requests.filter((request) => request.path === '/v1/news/list').map((request) => request.query);

describe('createNewsStore', () => {
  it('loads the first 20, then pages of 20 until the api answers null', async () => {
    const { http, store } = setUp(newsRoutes(45));
    await store.loadFirst();
    expect(store.getState().newsList).toHaveLength(20);
    await store.loadMore();
    await store.loadMore();
    expect(store.getState().newsList).toHaveLength(45);
    expect(store.getState().noMore).toBe(false);
    await store.loadMore();
    expect(store.getState().noMore).toBe(true);
    await store.loadMore();
    expect(listQueries(http)).toEqual([
      { start: '0', count: '20', status: '0', lang: 'en' },
      { start: '20', count: '20', status: '0', lang: 'en' },
      { start: '40', count: '20', status: '0', lang: 'en' },
      { start: '60', count: '20', status: '0', lang: 'en' },
    ]);
  });

  it.each([
    ['zh', 'zh-Hans'],
    ['zh-tw', 'zh-Hant'],
    ['ja', 'ja'],
    ['fil', 'fil'],
  ] as const)('asks for %s news in the content language %s', async (lang, contentLang) => {
    const { http, store } = setUp(newsRoutes(3), lang);
    await store.loadFirst();
    expect(listQueries(http)[0].lang).toBe(contentLang);
    expect(store.getState().newsForm.lang).toBe(contentLang);
  });

  it('asks once when load more is pressed twice', async () => {
    const { http, store } = setUp(newsRoutes(60));
    await store.loadFirst();
    await Promise.all([store.loadMore(), store.loadMore()]);
    expect(listQueries(http).map((query) => query.start)).toEqual(['0', '20']);
  });

  it('reports a failed first page as an error and recovers on retry', async () => {
    let fail = true;
    const { store } = setUp({
      '/v1/news/list': () => {
        if (fail) throw new HttpError('down', 503);
        return content(rawNewsPage(1, 2));
      },
    });
    await store.loadFirst();
    expect(store.getState().listStatus).toBe('error');
    fail = false;
    await store.loadFirst();
    expect(store.getState().listStatus).toBe('ready');
    expect(store.getState().newsList).toHaveLength(2);
  });

  it('keeps banners with an http(s) link only, activities with a safe link; null ads become empty', async () => {
    const { http, store } = setUp({
      '/v1/banner/list': () =>
        content([
          { id: 1, title: 'Kept', image_url: 'https://cdn.example/1.webp', url: 'https://example.com/1' },
          { id: 2, title: 'No http', image_url: '', url: '/en/news' },
          { id: 3, title: 'Script', image_url: '', url: 'javascript:alert("http")' },
        ]),
      '/v1/activity/list': () =>
        content([
          { id: 4, title: 'Activity', summary: '', image_url: '', url: 'https://example.com/a' },
          { id: 5, title: 'On the site', summary: '', image_url: '', url: '/en/dappstore?category_id=4' },
          { id: 6, title: 'Elsewhere', summary: '', image_url: '', url: '//evil.example' },
        ]),
      '/v1/ad/list': () => content(null),
    });
    await store.loadPromos();
    const { promos } = store.getState();
    expect(promos.status).toBe('ready');
    expect(promos.banners.map((banner) => banner.id)).toEqual([1]);
    expect(promos.activities.map((activity) => activity.id)).toEqual([4, 5]);
    expect(promos.ads).toEqual([]);
    const query = (path: string) => http.requests.find((request) => request.path === path)?.query;
    expect(query('/v1/banner/list')).toEqual({ start: '0', count: '10', status: '0', lang: 'en' });
    expect(query('/v1/activity/list')).toEqual({ start: '0', count: '5', lang: 'en' });
    expect(query('/v1/ad/list')).toEqual({ start: '0', count: '5', lang: 'en' });
  });

  it('leaves a failed promotion empty', async () => {
    const { store } = setUp({});
    await store.loadPromos();
    expect(store.getState().promos).toEqual({ status: 'ready', banners: [], activities: [], ads: [] });
  });

  it('opens an article, and an unknown one as not found', async () => {
    const { store } = setUp({
      '/v1/news/:id': ({ params }) => {
        if (params.id === '7') return content(rawArticle(7, '<p>Body</p>'));
        throw new HttpError('not found', 404, { result: 404, message: 'No such article' });
      },
    });
    await store.openArticle(7);
    expect(store.getState().article).toEqual({ id: 7, status: 'ready' });
    expect(store.getState().newsDetailData).toMatchObject({ id: 7, content: '<p>Body</p>', date: '2024-05-01', times: '09:30' });
    await store.openArticle(8);
    expect(store.getState().article).toEqual({ id: 8, status: 'notFound' });
  });

  it("shows the page's own article as the server sanitised it, without the sanitiser; one from the api sanitised", async () => {
    const served = { ...rawArticle(7, '<p>Served</p>'), content: '<p>Served</p>' };
    const http = createFakeHttpClient({
      '/v1/news/:id': () => content(rawArticle(8, '<p>Kept</p><script>window.__stolen = true</script><img src="x" onerror="alert(1)">')),
    });
    const store = createNewsStore(new ApiClient(http), 'en', { [pageDataKey.article(7, 'en')]: served });
    sanitise.mockClear();
    await store.openArticle(7);
    expect(store.getState().newsDetailData).toBe(served);
    expect(http.requests).toEqual([]);
    expect(sanitise).not.toHaveBeenCalled();

    await store.openArticle(8);
    expect(sanitise).toHaveBeenCalledTimes(1);
    expect(store.getState().newsDetailData?.content).toBe('<p>Kept</p>');
  });

  it('loads further pages to find an article and the one after it, within a limit', async () => {
    const { http, store } = setUp(newsRoutes(500));
    await store.loadNeighbours(30);
    expect(store.getState().newsList).toHaveLength(40);
    await store.loadNeighbours(40);
    expect(store.getState().newsList).toHaveLength(60);
    await store.loadNeighbours(499);
    expect(listQueries(http)).toHaveLength(3 + NEIGHBOUR_PAGE_LIMIT);
  });

  it('remembers the list scroll position', () => {
    const { store } = setUp({});
    expect(store.listScroll()).toBe(0);
    store.rememberListScroll(1234);
    expect(store.listScroll()).toBe(1234);
  });
});
