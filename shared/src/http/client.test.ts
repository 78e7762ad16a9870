import { createHttpClient, HTTP_TIMEOUT_MS, parseRetryAfter, uploadTimeoutMs } from './client';
import { HttpError } from './types';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return Promise.resolve(respond(call));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createHttpClient', () => {
  it('GET sends lang and os headers, leaves out empty query values and returns the body', async () => {
    const { fetch, calls } = fakeFetch(() => json({ hello: 'world' }));
    let lang = 'en';
    const http = createHttpClient({ baseUrl: 'https://api.example/', lang: () => lang, fetch });

    await expect(http.get('/v1/news/list', { query: { start: 0, count: 20, key: undefined, cat: null, ok: true } }))
      .resolves.toEqual({ hello: 'world' });
    expect(calls[0].url).toBe('https://api.example/v1/news/list?start=0&count=20&ok=true');
    expect(calls[0].init.method).toBe('GET');
    expect(headersOf(calls[0])).toEqual({ lang: 'en', os: 'web' });

    lang = 'ko';
    await http.get('/v1/banner/superlist');
    expect(calls[1].url).toBe('https://api.example/v1/banner/superlist');
    expect(headersOf(calls[1]).lang).toBe('ko');
  });

  it('sends appver only when the call asks for it, and uses a custom os', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const http = createHttpClient({ baseUrl: '', lang: () => 'zh', os: () => 'android', appVersion: '10.0.0', fetch });

    await http.get('/v1/application/category_list', { withAppVersion: true });
    await http.get('/v1/application/hot_list');
    expect(headersOf(calls[0])).toEqual({ lang: 'zh', os: 'android', appver: '10.0.0' });
    expect(headersOf(calls[1])).toEqual({ lang: 'zh', os: 'android' });
  });

  it('appends the query to a path that already has one', async () => {
    const { fetch, calls } = fakeFetch(() => json(null));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    await http.get('/v1/x?a=1', { query: { b: 'two words' } });
    expect(calls[0].url).toBe('/v1/x?a=1&b=two+words');
  });

  it('POST sends JSON with its content-type and no GET headers', async () => {
    const { fetch, calls } = fakeFetch(() => json({ result: 0 }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });

    await expect(http.post('/api/tokenPocket/subscribe', { email: 'a@b.co' })).resolves.toEqual({ result: 0 });
    expect(calls[0].init.method).toBe('POST');
    expect(headersOf(calls[0])).toEqual({ 'content-type': 'application/json' });
    expect(calls[0].init.body).toBe('{"email":"a@b.co"}');
  });

  it('postForm sends the FormData as is, letting fetch set the multipart boundary', async () => {
    const { fetch, calls } = fakeFetch(() => json({ receipt: 'r1' }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    const form = new FormData();
    form.append('title', 'My DApp');

    await expect(http.postForm('/api/submissions/dapp', form)).resolves.toEqual({ receipt: 'r1' });
    expect(calls[0].init.body).toBe(form);
    expect(headersOf(calls[0])['content-type']).toBeUndefined();
  });

  it('rejects any status other than 200 with the status, the body and Retry-After', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'slow down' }, 429, { 'retry-after': '7' }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });

    const error = await rejection(http.get('/v1/news/list'));
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ error: 'slow down' });
    expect(error.retryAfter).toBe(7);
    expect(error.message).toBe('GET /v1/news/list failed with status 429');
  });

  it('treats other 2xx statuses as failures too (docs/product.md §7.1: only 200 is used)', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    const error = await rejection(http.post('/v1/x', {}));
    expect(error.status).toBe(204);
    expect(error.retryAfter).toBeUndefined();
  });

  it('keeps a non-JSON error body as text', async () => {
    const { fetch } = fakeFetch(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    const error = await rejection(http.get('/v1/x'));
    expect(error.body).toBe('Bad gateway');
  });

  it('rejects a 200 whose declared JSON body does not parse', async () => {
    const { fetch } = fakeFetch(() => new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }));
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    const error = await rejection(http.get('/v1/x'));
    expect(error.message).toBe('GET /v1/x answered with a body that is not valid JSON');
    expect(error.body).toBe('{oops');
  });

  it('turns a network failure into HttpError status 0', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch;
    const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
    const error = await rejection(http.get('/v1/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('GET /v1/x failed: network error (Failed to fetch)');
  });

  describe('timeout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A fetch that never answers until its signal aborts, like a stalled connection. */
    const hangingFetch = (() => {
      const calls: RequestInit[] = [];
      const fetch = ((_url: string, init: RequestInit) => {
        calls.push(init);
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }) as unknown as typeof globalThis.fetch;
      return { fetch, calls };
    });

    it('aborts after 30 000 ms with status 0 and a clear message', async () => {
      const { fetch, calls } = hangingFetch();
      const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });
      const pending = rejection(http.get('/v1/block_chain/list'));

      jest.advanceTimersByTime(HTTP_TIMEOUT_MS - 1);
      expect(calls[0].signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);

      const error = await pending;
      expect(error.status).toBe(0);
      expect(error.message).toBe('GET /v1/block_chain/list timed out after 30000 ms');
    });

    it('honours a per-call timeout and a caller abort', async () => {
      const { fetch } = hangingFetch();
      const http = createHttpClient({ baseUrl: '', lang: () => 'en', fetch });

      const short = rejection(http.get('/v1/a', { timeoutMs: 50 }));
      jest.advanceTimersByTime(50);
      expect((await short).message).toBe('GET /v1/a timed out after 50 ms');

      const caller = new AbortController();
      const cancelled = rejection(http.post('/v1/b', {}, { signal: caller.signal }));
      caller.abort();
      expect((await cancelled).message).toBe('POST /v1/b was cancelled');
    });

    it('gives an upload the 30 s of docs/product.md §9.1 plus time for its bytes on a slow connection', () => {
      expect(uploadTimeoutMs(0)).toBe(HTTP_TIMEOUT_MS);
      expect(uploadTimeoutMs(128 * 1024)).toBe(HTTP_TIMEOUT_MS + 1000);
      // Five 10 MB reports and a logo: minutes, not 30 s.
      expect(uploadTimeoutMs(55 * 1024 * 1024)).toBeGreaterThan(7 * 60_000);
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates and ignores garbage', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
