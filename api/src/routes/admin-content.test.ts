import type { AdminCategory, AdminPromotion } from '@tp/shared/contracts/console';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
const token = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const admin = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await api.app.inject({ method, url, payload, headers: token });
  return { status: response.statusCode, body: response.json() as { result: number; data: T; errors?: { field: string }[] } };
};
const publicIds = async (url: string) => ((await api.app.inject({ url })).json().data as { id: number }[] | null ?? []).map((row) => row.id);
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('time windows of banners, activities and ads', () => {
  it('creates an ad that shows only within its window, and ends it early', async () => {
    const made = await admin<AdminPromotion>('POST', '/api/admin/promotions/ads', {
      lang: 'en', title: 'Later ad', image_url: 'https://example.com/ad.png', url: 'https://example.com', sort: -1, start_time: hoursFromNow(1), end_time: hoursFromNow(2),
    });
    expect(made.body.data).toMatchObject({ title: 'Later ad', state: 'upcoming', placement: null });
    const { id } = made.body.data;
    expect(await publicIds('/v1/ad/list?lang=en')).not.toContain(id);

    const live = await admin<AdminPromotion>('PUT', `/api/admin/promotions/ads/${id}/window`, { start_time: hoursFromNow(-1), end_time: null });
    expect(live.body.data).toMatchObject({ state: 'live', end_time: null });
    expect(await publicIds('/v1/ad/list?lang=en')).toContain(id);

    const ended = await admin<AdminPromotion>('PUT', `/api/admin/promotions/ads/${id}/window`, { start_time: hoursFromNow(-2), end_time: hoursFromNow(-1) });
    expect(ended.body.data.state).toBe('ended');
    expect(await publicIds('/v1/ad/list?lang=en')).not.toContain(id);
    expect((await admin<AdminPromotion[]>('GET', '/api/admin/promotions/ads?lang=en')).body.data.find((ad) => ad.id === id)?.state).toBe('ended');
  });

  it('lists banners with their placement and activities with their windows, and names a bad window’s field', async () => {
    const banners = (await admin<AdminPromotion[]>('GET', '/api/admin/promotions/banners?lang=en')).body.data;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b) => b.placement === 'store' || b.placement === 'content')).toBe(true);
    const activity = await admin<AdminPromotion>('POST', '/api/admin/promotions/activities', {
      lang: 'ja', title: 'キャンペーン', summary: '期間限定', image_url: '/static/a.png', url: 'https://example.com/a',
    });
    expect(activity.body.data).toMatchObject({ state: 'live', lang: 'ja' });
    const backwards = await admin('PUT', `/api/admin/promotions/activities/${activity.body.data.id}/window`, { start_time: hoursFromNow(1), end_time: hoursFromNow(-1) });
    expect([backwards.status, backwards.body.errors?.[0].field]).toEqual([400, 'end_time']);
    expect((await admin('PUT', '/api/admin/promotions/banners/999999/window', { start_time: hoursFromNow(0), end_time: null })).status).toBe(404);
    expect((await admin('POST', '/api/admin/promotions/banners', {})).status).toBe(400);
  });
});

describe('category order', () => {
  it('puts every category in the given order, as the public list shows it, refusing a partial order', async () => {
    const before = (await admin<AdminCategory[]>('GET', '/api/admin/categories')).body.data;
    expect(before.length).toBeGreaterThan(2);
    const reversed = before.map((c) => c.hid).reverse();
    const after = await admin<AdminCategory[]>('PUT', '/api/admin/categories/order', { hids: reversed });
    expect(after.body.data.map((c) => c.hid)).toEqual(reversed);
    const shown = ((await api.app.inject({ url: '/v1/category/list?lang=en' })).json().data as { hid: number }[]).map((c) => c.hid);
    expect(shown).toEqual(reversed);
    const partial = await admin('PUT', '/api/admin/categories/order', { hids: reversed.slice(1) });
    expect([partial.status, partial.body.errors?.[0].field]).toEqual([400, 'hids']);
  });
});

describe('category names and icons', () => {
  const names = async (lang: string) => (await api.app.inject({ url: `/v1/category/list?lang=${lang}` })).json().data as { hid: number; name: string; icon_url: string | null }[];
  const searchTitles = async (key: string) => ((await api.app.inject({ url: `/v1/application/search?key=${encodeURIComponent(key)}&lang=en` })).json().data?.list as { title: string }[] | undefined ?? []).length;

  it('renames a category per language and changes its icon, as the store then shows and searches it', async () => {
    const [category] = (await admin<AdminCategory[]>('GET', '/api/admin/categories')).body.data.filter((c) => c.hid === 1);
    expect(category.names).toMatchObject({ en: category.name, 'zh-Hans': expect.any(String), ja: expect.any(String) });
    // A search kept in memory before the rename must not be answered after it.
    expect(await searchTitles('Quasarswap')).toBe(0);

    const edited = await admin<AdminCategory>('PUT', '/api/admin/categories/1', { names: { en: 'Quasarswap', 'zh-Hans': '类星交换', ja: null }, icon_url: '/static/categories/quasar.svg' });
    expect(edited.body.data).toMatchObject({ hid: 1, name: 'Quasarswap', icon_url: '/static/categories/quasar.svg', names: { en: 'Quasarswap', 'zh-Hans': '类星交换', ko: category.names.ko } });
    expect(edited.body.data.names).not.toHaveProperty('ja');
    expect((await names('zh-Hans')).find((c) => c.hid === 1)).toMatchObject({ name: '类星交换', icon_url: '/static/categories/quasar.svg' });
    expect((await names('ja')).find((c) => c.hid === 1)?.name).toBe('Quasarswap');
    expect(await searchTitles('Quasarswap')).toBeGreaterThan(0);

    const kept = await admin<AdminCategory>('PUT', '/api/admin/categories/1', { names: { ja: category.names.ja } });
    expect(kept.body.data).toMatchObject({ icon_url: '/static/categories/quasar.svg', names: { ja: category.names.ja, en: 'Quasarswap' } });
  });

  it('refuses removing the English name, a bad icon link, an empty name and an unknown category, naming the field', async () => {
    const refusals: [string, object, number, string][] = [
      ['/api/admin/categories/2', { names: { en: null } }, 400, 'names.en'],
      ['/api/admin/categories/2', { names: {}, icon_url: 'javascript:alert(1)' }, 400, 'icon_url'],
      ['/api/admin/categories/2', { names: { ko: '  ' } }, 400, 'names.ko'],
      ['/api/admin/categories/2', { names: { xx: 'Nope' } }, 400, 'names'],
      ['/api/admin/categories/424242', { names: { en: 'Ghost' } }, 404, 'hid'],
    ];
    for (const [url, body, status, field] of refusals) {
      const answer = await admin('PUT', url, body);
      expect([body, answer.status, answer.body.errors?.[0].field]).toEqual([body, status, field]);
    }
  });
});
