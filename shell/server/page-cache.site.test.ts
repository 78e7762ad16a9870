/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, SERVER_BUILD_ENTRY } from '@tp/shared';
import { startInProcessSite, type InProcessSite } from './testing/in-process-site';

const ADMIN_TOKEN = 'page-cache-test-token-0123456789abc';

let app: FastifyInstance;
let site: InProcessSite;

/** A release folder with a server build whose applications render what the page's data says, and how often they rendered. */
function release(remotesDir: string, folderName: string, apps: readonly string[]): { name: string; version: string; entry: string; contract: number } {
  const dir = path.join(remotesDir, folderName, '1.0.0');
  mkdirSync(path.dirname(path.join(dir, SERVER_BUILD_ENTRY)), { recursive: true });
  writeFileSync(
    path.join(dir, SERVER_BUILD_ENTRY),
    `let renders = 0;
     module.exports = {
       apps: ${JSON.stringify(apps)},
       render: async (app, request) => {
         const titles = Object.values(request.pageData ?? {}).flatMap((value) => (value && Array.isArray(value.list) ? value.list.map((item) => item.title) : []));
         return '<div>' + app + ' render ' + ++renders + ': ' + titles.join(' | ') + '</div>';
       },
     };`,
  );
  return { name: folderName.replace(/-/g, '_'), version: '1.0.0', entry: `/remotes/${folderName}/1.0.0/mf-manifest.json`, contract: CONTRACT_VERSION };
}

const nonceOf = (html: string) => /<script id="tp-page-data" type="application\/json" nonce="([^"]+)">/.exec(html)?.[1];
const scriptNonceOf = (csp: string) => /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
const metric = async (outcome: string) =>
  Number(new RegExp(`page_cache_lookups_total\\{outcome="${outcome}"\\} (\\d+)`).exec((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body)?.[1]);

beforeAll(async () => {
  site = await startInProcessSite({
    shellFiles: { 'entry-assets.json': JSON.stringify({ js: ['shell.js'], css: ['shell.css'] }) },
    env: { ADMIN_TOKEN },
    remotes: (remotesDir) => {
      const remotes = [release(remotesDir, 'mf-header-footer', ['header', 'footer']), release(remotesDir, 'mf-news', ['news'])];
      writeFileSync(path.join(remotesDir, 'registry.json'), JSON.stringify({ contract: CONTRACT_VERSION, remotes }));
    },
  });
  app = site.app;
  // Ready once the releases' server builds are loaded and warmed: from then on pages are the server's renders.
  for (let ready = false; !ready; ready = (await app.inject('/readyz')).statusCode === 200) await new Promise((resolve) => setTimeout(resolve, 50));
}, 120_000);

afterAll(() => site?.close());

describe('pages kept for identical requests', () => {
  it('writes a page once and answers it again with each response’s own nonce', async () => {
    const first = await app.inject('/en/news');
    expect(first.body).toContain('news render');
    const hitsBefore = await metric('hit');
    const second = await app.inject('/en/news');
    expect(await metric('hit')).toBe(hitsBefore + 1);
    // The same page: the section was not rendered again.
    expect(second.body.replaceAll(nonceOf(second.body)!, 'N')).toBe(first.body.replaceAll(nonceOf(first.body)!, 'N'));
    for (const answer of [first, second]) expect(nonceOf(answer.body)).toBe(scriptNonceOf(String(answer.headers['content-security-policy'])));
    expect(nonceOf(second.body)).not.toBe(nonceOf(first.body));
  });

  it('writes the page again on the next request after the catalogue changes', async () => {
    const before = (await app.inject('/en/news')).body;
    const title = `Kept pages follow the catalogue ${Date.now()}`;
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { lang: 'en', title, summary: 'Published now.', content: '<p>Published now.</p>' },
    });
    expect(published.statusCode).toBe(200);
    expect(before).not.toContain(title);
    expect((await app.inject('/en/news')).body).toContain(title);
  });

  it('keeps each device apart', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect((await app.inject('/en/news')).body).not.toContain('="mobile"');
    expect((await app.inject({ url: '/en/news', headers: { 'user-agent': iphone } })).body).toContain('="mobile"');
  });
});
