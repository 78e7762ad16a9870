import type { AdminCategory, AdminPromotion } from '@tp/shared/contracts/console';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
const token = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const admin = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
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
