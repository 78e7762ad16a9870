import type { Activity, Ad, Banner, Category, Dapp, RawNewsDetail, RawNewsItem } from '@tp/shared/api/types';
import { normalizeNewsList } from '@tp/shared/normalize/index';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as { result: number; data: T; message?: string; errors?: { field: string; key: string }[] } };
}

describe('content API', () => {
  it('pages news newest first, 20 by default, and answers null past the end', async () => {
    const first = (await get<RawNewsItem[]>('/v1/news/list?start=0&status=0&lang=en')).body.data;
    expect(first).toHaveLength(20);
    const times = first.map((n) => n.create_time);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await get<RawNewsItem[]>('/v1/news/list?start=20&lang=en')).body.data;
    expect(second[0].create_time <= first[19].create_time).toBe(true);
    expect(new Set([...first, ...second].map((n) => n.id)).size).toBe(40);
    const past = await get<RawNewsItem[] | null>('/v1/news/list?start=5000&lang=en');
    expect(past.body).toEqual({ result: 0, data: null });
  });

  it('has at least 100 stories in every content language, spread over years', async () => {
    for (const lang of ['zh-Hans', 'zh-Hant', 'en', 'ko', 'ru', 'es', 'hi', 'fil', 'pt', 'ja', 'vi', 'th']) {
      const page = (await get<RawNewsItem[]>(`/v1/news/list?start=99&count=1&lang=${lang}`)).body.data;
      expect([lang, page?.length]).toEqual([lang, 1]);
    }
    const all = (await get<RawNewsItem[]>('/v1/news/list?count=100&lang=en')).body.data;
    const years = new Set(all.map((n) => n.create_time.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it('maps the site locale to the content language (docs/product.md §4.5)', async () => {
    const cases: [string, string][] = [['zh', 'zh-Hans'], ['zh-tw', 'zh-Hant'], ['zh-Hant', 'zh-Hant'], ['fil', 'fil'], ['xx', 'en'], ['', 'en']];
    for (const [lang, expected] of cases) {
      const [item] = (await get<RawNewsItem[]>(`/v1/news/list?count=1&lang=${lang}`)).body.data;
      expect([lang, item.lang]).toEqual([lang, expected]);
    }
  });

  it('gives the date parts the news list groups by', async () => {
    const [item] = normalizeNewsList((await get<RawNewsItem[]>('/v1/news/list?count=1&lang=vi')).body.data)!;
    expect(item.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.days).toMatch(/^\d{2}-\d{2}$/);
    expect(item.times).toMatch(/^\d{2}:\d{2}$/);
  });

  it('serves an article, in the reader language when the story has it', async () => {
    const [english] = (await get<RawNewsItem[]>('/v1/news/list?count=1&lang=en')).body.data;
    const article = (await get<RawNewsDetail>(`/v1/news/${english.id}`)).body.data;
    expect(article).toMatchObject({ id: english.id, title: english.title, lang: 'en' });
    expect(article.content).toMatch(/^<p>/);
    const thai = (await get<RawNewsDetail>(`/v1/news/${english.id}?lang=th`)).body.data;
    expect(thai.lang).toBe('th');
    expect(thai.id).not.toBe(english.id);
  });

  it('answers 404 for a missing article and 400 for a non-numeric id', async () => {
    expect((await get('/v1/news/99999999')).status).toBe(404);
    const bad = await get('/v1/news/12abc');
    expect([bad.status, bad.body.errors?.[0].field]).toEqual([400, 'id']);
  });

  it('serves content banners, activities and ads in the language', async () => {
    const banners = (await get<Banner[]>('/v1/banner/list?start=0&count=10&lang=ko&status=0')).body.data;
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.lang === 'ko' && b.url.includes('http'))).toBe(true);
    const activities = (await get<Activity[]>('/v1/activity/list?start=0&count=5&lang=es')).body.data;
    expect(activities).toHaveLength(5);
    expect(activities[0].title).toMatch(/Semana/);
    const ads = (await get<Ad[]>('/v1/ad/list?start=0&count=5&lang=pt')).body.data;
    expect(ads.map((a) => a.url)).toContain('/pt/download/app');
  });

  it('lists categories by m_index', async () => {
    const categories = (await get<Category[]>('/v1/category/list?lang=th')).body.data;
    const indexes = categories.map((c) => c.m_index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(categories.find((c) => c.hid === 7)?.name).toBe('บริดจ์');
  });

  it('lists DApps with the spec parameters: category, key, version and status', async () => {
    const all = (await get<Dapp[]>('/v1/application/list?start=0&count=500&status=0&version=10.0.0&lang=en')).body.data;
    expect(all.length).toBeGreaterThanOrEqual(300);
    const bridges = (await get<Dapp[]>('/v1/application/list?category_id=7&lang=en')).body.data;
    expect(bridges.every((d) => d.category_ids.includes(7))).toBe(true);
    const found = (await get<Dapp[]>('/v1/application/list?key=stargate&lang=en')).body.data;
    expect(found.map((d) => d.title)).toEqual(['Stargate']);
    const trending = (await get<Dapp[]>('/v1/application/list?category_id=99998&count=10&lang=en')).body.data;
    expect(trending).toHaveLength(10);
  });

  it.each([
    ['/v1/news/list?status=1', 'status'],
    ['/v1/news/list?count=0', 'count'],
    ['/v1/application/list?count=501', 'count'],
    ['/v1/application/list?version=ten', 'version'],
    ['/v1/ad/list?start=1.5', 'start'],
  ])('refuses %s naming %s', async (url, field) => {
    const { status, body } = await get(url);
    expect([status, body.result, body.errors?.[0].field]).toEqual([400, 400, field]);
  });
});
