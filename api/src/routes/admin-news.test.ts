import type { AdminNewsArticle, AdminNewsItem } from '@tp/shared/contracts/console';
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
const publicIds = async () => ((await api.app.inject({ url: '/v1/news/list?count=5&lang=en' })).json().data as { id: number }[]).map((n) => n.id);
const publicArticle = async (id: number) => (await api.app.inject({ url: `/v1/news/${id}?lang=en` })).statusCode;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('editing news', () => {
  it('schedules an article: readers see it from its publication time, editors see it scheduled', async () => {
    const { data: made } = (await admin<{ id: number }>('POST', '/api/admin/news', { lang: 'en', title: 'Coming soon', summary: 'Later.', content: '<p>Later</p>', created_at: inAnHour() })).body;
    expect(await publicIds()).not.toContain(made.id);
    expect(await publicArticle(made.id)).toBe(404);
    const list = await admin<AdminNewsItem[]>('GET', '/api/admin/news?lang=en&count=3');
    expect(list.body.data[0]).toMatchObject({ id: made.id, state: 'scheduled', title: 'Coming soon' });

    const now = new Date(Date.now() - 1000).toISOString();
    const edited = await admin<AdminNewsArticle>('PUT', `/api/admin/news/${made.id}`, { title: 'Out now', summary: 'Now.', content: '<p>Now</p>', publish_at: now });
    expect(edited.body.data).toMatchObject({ id: made.id, lang: 'en', state: 'published', title: 'Out now', content: '<p>Now</p>' });
    expect((await publicIds())[0]).toBe(made.id);
    expect(await publicArticle(made.id)).toBe(200);
  });

  it('unpublishes an article and publishes it again, keeping it for editing', async () => {
    const [id] = await publicIds();
    expect((await admin<AdminNewsArticle>('POST', `/api/admin/news/${id}/unpublish`, {})).body.data.state).toBe('unpublished');
    expect(await publicIds()).not.toContain(id);
    expect(await publicArticle(id)).toBe(404);
    expect((await admin<AdminNewsArticle>('GET', `/api/admin/news/${id}`)).body.data.state).toBe('unpublished');
    expect((await admin<AdminNewsArticle>('POST', `/api/admin/news/${id}/publish`, {})).body.data.state).toBe('published');
    expect(await publicIds()).toContain(id);
  });

  it('names the field of a bad edit and answers 404 for an unknown article', async () => {
    const [id] = await publicIds();
    const bad = await admin('PUT', `/api/admin/news/${id}`, { title: ' ', summary: 'x', content: 'x', publish_at: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(['publish_at', 'title']);
    expect((await admin('GET', '/api/admin/news?lang=xx')).status).toBe(400);
    expect((await admin('GET', '/api/admin/news/999999')).status).toBe(404);
    expect((await admin('POST', '/api/admin/news/999999/unpublish', {})).status).toBe(404);
  });
});
