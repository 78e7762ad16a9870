import { expect, test, type APIResponse } from '@playwright/test';

function expectStrictHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test.describe('security headers on every kind of response', () => {
  test('a page, with a fresh script nonce each time', async ({ request }) => {
    const first = await request.get('/en');
    const second = await request.get('/en');
    expectStrictHeaders(first);
    const nonce = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'])?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
    expect(await first.text()).toContain(`nonce="${nonce(first)}"`);
  });

  test('a static asset', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const script = /"(\/shell\/shell\.[0-9a-f]+\.js)"/.exec(html)![1];
    const response = await request.get(script);
    expect(response.status()).toBe(200);
    expectStrictHeaders(response);
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('an api answer', async ({ request }) => {
    const response = await request.get('/v1/block_chain/list');
    expectStrictHeaders(response);
  });

  test('the 404 page', async ({ request }) => {
    const response = await request.get('/xx/news');
    expect(response.status()).toBe(404);
    expectStrictHeaders(response);
  });

  test('no cookies on any kind of response (a cookie would need Secure, HttpOnly and SameSite)', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const script = /"(\/shell\/shell\.[0-9a-f]+\.js)"/.exec(html)![1];
    for (const path of ['/en', '/en/submit/dapp', script, '/v1/block_chain/list', '/api/releases', '/xx/news', '/api/unknown']) {
      const response = await request.get(path);
      expect([path, response.headers()['set-cookie']]).toEqual([path, undefined]);
    }
    const subscribe = await request.post('/api/tokenPocket/subscribe', { data: { email: 'not-an-email' } });
    expect(subscribe.headers()['set-cookie']).toBeUndefined();
  });

  test('the registry and manifests are never cached stale', async ({ request }) => {
    const registry = await request.get('/registry.json');
    expect(registry.headers()['cache-control']).toBe('no-cache');
    const { remotes } = (await registry.json()) as { remotes: Array<{ entry: string }> };
    const manifest = await request.get(remotes[0].entry);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
  });
});
