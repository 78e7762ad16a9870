import { HttpError } from '../http/types';
import { createFakeHttpClient } from './fake-http';

describe('createFakeHttpClient', () => {
  it('answers by path with what the route returns, as JSON over the wire', async () => {
    const when = new Date('2024-01-02T03:04:05Z');
    const http = createFakeHttpClient({ '/v1/news/list': () => ({ result: 0, data: [{ when, skip: undefined }] }) });
    await expect(http.get('/v1/news/list')).resolves.toEqual({ result: 0, data: [{ when: '2024-01-02T03:04:05.000Z' }] });
  });

  it('passes the request to the route and records it', async () => {
    const http = createFakeHttpClient({ '/v1/application/search': (req) => req.query });
    await expect(
      http.get('/v1/application/search?x=1', { query: { key: 'swap', start: 0, none: undefined }, headers: { lang: 'ko' } }),
    ).resolves.toEqual({ x: '1', key: 'swap', start: '0' });
    expect(http.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/application/search',
        params: {},
        query: { x: '1', key: 'swap', start: '0' },
        headers: { lang: 'ko' },
        body: undefined,
      },
    ]);
  });

  it('matches :param segments', async () => {
    const http = createFakeHttpClient({ '/v1/news/:id': (req) => ({ id: req.params.id }) });
    await expect(http.get('/v1/news/a%20b')).resolves.toEqual({ id: 'a b' });
    await expect(http.get('/v1/news/')).rejects.toMatchObject({ status: 404 });
  });

  it('gives POST routes the JSON body and postForm routes the FormData', async () => {
    const http = createFakeHttpClient({
      '/api/tokenPocket/subscribe': (req) => req.body,
      '/api/upload': (req) => (req.body as FormData).get('title'),
    });
    await expect(http.post('/api/tokenPocket/subscribe', { email: 'a@b.co', skip: undefined })).resolves.toEqual({ email: 'a@b.co' });
    const form = new FormData();
    form.append('title', 'My DApp');
    await expect(http.postForm('/api/upload', form)).resolves.toBe('My DApp');
    expect(http.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('rejects unknown paths with HttpError 404 and passes on errors a route throws', async () => {
    const http = createFakeHttpClient({
      '/v1/busy': () => {
        throw new HttpError('busy', 429, undefined, 5);
      },
    });
    const missing = await http.get('/v1/nowhere').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404, message: 'GET /v1/nowhere failed with status 404' });
    await expect(http.get('/v1/busy')).rejects.toMatchObject({ status: 429, retryAfter: 5 });
  });

  it('supports async routes', async () => {
    const http = createFakeHttpClient({ '/v1/slow': async () => 'done' });
    await expect(http.get('/v1/slow')).resolves.toBe('done');
  });
});
