/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { figureTexts, renderedFigureTexts } from '@tp/shared/content/figures';
import { blockchainsOf, PAGE_DATA_ELEMENT_ID, pageDataKey, SITE_SETTINGS_PAGE_DATA_KEY, siteSettingsOf, writeByteSizes, writeDates, type Category, type NewsItem, type SiteSettings } from '@tp/shared';
import { newsListDates } from '@tp/shared/content/news-dates';
import { TRENDING_PREVIEW_COUNT } from '@tp/shared/content/trending-preview';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { NewsPromos } from '@tp/shared/content/news-promos';
import { sourceKey } from '@tp/shared/dappstore/dapp-source';
import { renderedCategories, renderedDappPage } from '@tp/shared/dappstore/store-page-data';
import { renderedReleases, renderedUserAgent } from '@tp/shared/download/page-data';
import { milestoneDates } from '@tp/shared/content/milestones';
import { normalizeCategories } from '@tp/shared/normalize/lists';
import { testSiteSettings } from '@tp/shared/testing';
import { startInProcessSite, type InProcessSite } from './testing/in-process-site';

const ADMIN_TOKEN = 'site-server-test-token-0123456789';
const HOSTILE_TITLE = 'Fees cut </script><script>alert(1)</script> \u2028 & more';

let app: FastifyInstance;
let site: InProcessSite;
let articleId: number;

/** The deployment's settings of this server: the test defaults with a Telegram handle and a static host of their own. */
const SITE: SiteSettings = (() => {
  const site = testSiteSettings();
  return { ...site, staticHost: 'https://files.wallet.test', social: { ...site.social, telegram: { ...site.social.telegram, ko: 'https://t.me/Settings_Ko' } } };
})();

/** The JSON-LD items of a page, by their type. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

function embeddedPageData(html: string): Record<string, unknown> {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json" nonce="[^"]+">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

beforeAll(async () => {
  site = await startInProcessSite({
    shellFiles: { 'entry-assets.json': JSON.stringify({ js: ['shell.js'], css: ['shell.css'] }) },
    site: SITE,
    env: { SITE_ORIGIN: 'https://www.tp-wallet.example', ADMIN_TOKEN },
  });
  app = site.app;
  const published = await app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { lang: 'en', title: HOSTILE_TITLE, summary: 'Network fees are lower from today.', content: '<p>Network fees are lower from today.</p>', created_at: '2026-05-01T09:30:00Z' },
  });
  expect(published.statusCode).toBe(200);
  articleId = (published.json() as { data: { id: number } }).data.id;
}, 120_000);

afterAll(() => site?.close());

describe('the site settings', () => {
  it('go with every page, as the server read them at start, for the shell to hand to the sections', async () => {
    for (const url of ['/ko', '/en/news/999999']) {
      expect(siteSettingsOf(embeddedPageData((await app.inject(url)).body))).toEqual(SITE);
    }
    expect((await app.inject('/console')).body).toContain(`"${SITE_SETTINGS_PAGE_DATA_KEY}"`);
  });

  it('send legacy static pages to their static host', async () => {
    const redirect = await app.inject('/en/privacy');
    expect(redirect.headers.location).toBe('https://files.wallet.test/en/privacy.html');
  });

  it('seed the store listings of the download page', async () => {
    const releases = (await app.inject('/api/releases?latest=true&channel=stable')).json() as { data: { store: string | null; store_id: string | null; url: string }[] };
    const play = releases.data.find((release) => release.store === 'google-play');
    expect(play).toMatchObject({ store_id: SITE.stores['google-play'].id, url: SITE.stores['google-play'].url });
  });
});

describe('the home page', () => {
  it('comes with the trending DApps it previews, as the api lists them, in the page language', async () => {
    const preview = embeddedPageData((await app.inject('/ja')).body)[pageDataKey.trendingPreview('ja')] as Array<{ id: number }>;
    const listed = await app.inject({ url: `/v1/application/category_dapplist?category_id=${TRENDING_CATEGORY_ID}&start=0&count=${TRENDING_PREVIEW_COUNT}`, headers: { lang: 'ja' } });
    const trending = (listed.json() as { data: Array<{ id: number }> }).data;
    expect(trending.length).toBeGreaterThan(0);
    expect(preview.map((dapp) => dapp.id)).toEqual(trending.slice(0, TRENDING_PREVIEW_COUNT).map((dapp) => dapp.id));
  });
});

describe('the DApp form', () => {
  it('comes with the store’s categories it offers, as the api lists them, in the page language', async () => {
    const embedded = embeddedPageData((await app.inject('/ja/submit/dapp')).body)[pageDataKey.storeCategories('ja')] as Array<{ hid: number }>;
    const listed = (await app.inject({ url: '/v1/application/category_list', headers: { lang: 'ja' } })).json() as { data: Category[] };
    const categories = normalizeCategories(listed.data);
    expect(categories.length).toBeGreaterThan(0);
    expect(embedded.map((category) => category.hid)).toEqual(categories.map((category) => category.hid));
  });
});

describe('the news list', () => {
  it('comes with its first page of news and its promotions, in the page language, for the section to render and hydrate', async () => {
    const pageData = embeddedPageData((await app.inject('/en/news')).body);
    const list = pageData[pageDataKey.newsList('en')] as NewsItem[];
    expect(list.map((item) => item.id)).toContain(articleId);
    const promos = pageData[pageDataKey.newsPromos('en')] as NewsPromos;
    expect(Object.keys(promos).sort()).toEqual(['activities', 'ads', 'banners']);
    // Another language's page carries that language's list, under its own key.
    const japanese = embeddedPageData((await app.inject('/ja/news')).body);
    expect(japanese[pageDataKey.newsList('ja')]).toBeDefined();
    expect(japanese[pageDataKey.newsList('en')]).toBeUndefined();
  });

  it('comes with its dates written, and an article with its own, so the browser builds no date format to hydrate them', async () => {
    const pageData = embeddedPageData((await app.inject('/ja/news')).body);
    const list = pageData[pageDataKey.newsList('ja')] as NewsItem[];
    expect(pageData[pageDataKey.writtenTexts('ja')]).toEqual(writeDates(newsListDates(list), 'ja'));
    const article = embeddedPageData((await app.inject(`/en/news/${articleId}`)).body);
    expect(Object.values(article[pageDataKey.writtenTexts('en')] as object)).toEqual([expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/)]);
  });
});

describe('the DApp store', () => {
  it('comes with its categories and the first page of the list its address shows, for the section to render and hydrate', async () => {
    const store = embeddedPageData((await app.inject('/en/dappstore')).body);
    const categories = renderedCategories(store, 'en')?.data ?? [];
    expect(categories.length).toBeGreaterThan(0);
    const first = renderedDappPage(store, sourceKey({ kind: 'category', categoryId: categories[0].hid, network: null }), 'en');
    expect(first?.dapps.length).toBeGreaterThan(0);
    const search = embeddedPageData((await app.inject('/en/dappstore?q=swap&network=bsc')).body);
    const found = renderedDappPage(search, sourceKey({ kind: 'search', key: 'swap', network: 'bsc' }), 'en');
    expect(found?.dapps.every((dapp) => dapp.networks.includes('bsc'))).toBe(true);
    expect(found?.total).toBeGreaterThan(0);
  });
});

describe('the download pages', () => {
  it('come with the releases and the user agent of the request, and open on its platform', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const page = await app.inject({ url: '/en/download/app', headers: { 'user-agent': iphone } });
    const pageData = embeddedPageData(page.body);
    expect(renderedReleases(pageData)?.data.releases.length).toBeGreaterThan(0);
    expect(renderedUserAgent(pageData)).toBe(iphone);
    expect(renderedUserAgent(embeddedPageData((await app.inject({ url: '/en/download/pc', headers: { 'user-agent': 'x'.repeat(5000) } })).body))).toHaveLength(512);
    expect(renderedReleases(embeddedPageData((await app.inject('/en/dappstore')).body))).toBeUndefined();
  });

  it('come with the release dates and file sizes written in the page language, so the browser builds no date or number format to hydrate them', async () => {
    const pageData = embeddedPageData((await app.inject('/ru/download/app')).body);
    const releases = renderedReleases(pageData)?.data.releases ?? [];
    const texts = pageData[pageDataKey.writtenTexts('ru')] as Record<string, string>;
    const sizes = releases.flatMap((release) => (release.size === null ? [] : [release.size]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(texts).toEqual({
      ...writeDates(releases.map((release) => [release.released_at, { dateStyle: 'medium' }]), 'ru'),
      ...writeByteSizes(sizes, 'ru'),
    });
    expect(Object.values(texts)).toContainEqual(expect.stringMatching(/МБ$/));
  });
});

describe('the about page', () => {
  it('comes with its milestones\' months written in the page language', async () => {
    const pageData = embeddedPageData((await app.inject('/ko/about')).body);
    expect(pageData[pageDataKey.writtenTexts('ko')]).toEqual(writeDates(milestoneDates(), 'ko'));
    expect(Object.values(pageData[pageDataKey.writtenTexts('ko')] as object)).toContain('2018년 3월');
  });
});

describe('the blockchain list', () => {
  it('goes with the pages that show networks, for the server to render them and the browser to start from', async () => {
    const store = embeddedPageData((await app.inject('/en/dappstore')).body);
    const networks = blockchainsOf(store);
    expect(networks?.length).toBeGreaterThan(0);
    expect(networks?.[0]).toEqual(expect.objectContaining({ ns: expect.any(String), title: expect.any(String) }));
    expect(blockchainsOf(embeddedPageData((await app.inject('/en/submit/token')).body))).toEqual(networks);
    expect(blockchainsOf(embeddedPageData((await app.inject('/en/news')).body))).toBeUndefined();
  });
});

describe('the figures', () => {
  it('go written in the page\'s language with the pages that show them', async () => {
    expect(renderedFigureTexts(embeddedPageData((await app.inject('/zh')).body), 'zh')).toEqual(figureTexts('zh'));
    expect(renderedFigureTexts(embeddedPageData((await app.inject('/en/partner')).body), 'en')?.users).toBe('20M+');
    expect(renderedFigureTexts(embeddedPageData((await app.inject('/en/news')).body), 'en')).toBeUndefined();
  });
});

describe('status codes from the data', () => {
  it.each(['/en/news/999999', '/en/dappstore/detail?id=999999999', '/en/dappstore/detail?id=abc', '/ja/news/0'])('%s answers 404 with the not-found page', async (url) => {
    const page = await app.inject(url);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<h1 id="tp-not-found-title" class="tp-not-found__title">(This page could not be found\.|[^<]+)<\/h1>/);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('rel="canonical"');
  });

  it('writes the not-found page in the language of the address, in the slot of the section that owns it', async () => {
    const page = await app.inject('/en/news/999999');
    expect(page.body).toContain('<div id="tp-app-news"><template data-first-screen></template><section class="tp-not-found"');
    expect(page.body).toContain('This page could not be found.');
  });

  it('answers 200 for an article and a DApp the api knows', async () => {
    expect((await app.inject(`/en/news/${articleId}`)).statusCode).toBe(200);
    expect((await app.inject('/en/dappstore/detail?id=1')).statusCode).toBe(200);
  });
});

describe('the head from the data', () => {
  it('gives an article its title, description, card and NewsArticle, with hostile text escaped', async () => {
    const html = (await app.inject(`/en/news/${articleId}`)).body;
    expect(html).toContain('<title>Fees cut &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &amp; more · TP Wallet</title>');
    expect(html).toContain('<meta name="description" content="Network fees are lower from today.">');
    expect(html).toContain(`<link rel="canonical" href="https://www.tp-wallet.example/en/news/${articleId}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ja" href="https://www.tp-wallet.example/ja/news/${articleId}">`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:title')).toBe('Fees cut &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &amp; more');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://www.tp-wallet.example/share-card.png');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // No value can close the JSON-LD element or break it as script text.
    expect(html).not.toContain('</script><script>alert(1)');
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) expect(json).not.toMatch(/[\u2028\u2029]/);
    const [article, trail] = structuredData(html);
    expect(article).toMatchObject({ '@type': 'NewsArticle', headline: HOSTILE_TITLE, datePublished: '2026-05-01T09:30:00Z', inLanguage: 'en' });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'TP Wallet', item: 'https://www.tp-wallet.example/en' },
        { position: 2, name: 'News', item: 'https://www.tp-wallet.example/en/news' },
        { position: 3, name: HOSTILE_TITLE },
      ],
    });
  });

  it('gives a DApp its name, description and SoftwareApplication, its address keeping the id', async () => {
    const dapp = (
      (await app.inject({ url: '/v1/application/listbyids_new?ids=1', headers: { lang: 'en' } })).json() as { data: Array<{ title: string; desc: string }> }
    ).data[0];
    const html = (await app.inject('/en/dappstore/detail?id=1')).body;
    expect(html).toContain(`<meta property="og:title" content="${dapp.title}">`);
    expect(html).toContain('<link rel="canonical" href="https://www.tp-wallet.example/en/dappstore/detail?id=1">');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    const [application, trail] = structuredData(html);
    expect(application).toMatchObject({ '@type': 'SoftwareApplication', name: dapp.title, description: dapp.desc });
    expect((trail.itemListElement as unknown[]).length).toBe(3);
  });

  it('gives home the Organization and the WebSite, in the page language', async () => {
    const html = (await app.inject('/ja')).body;
    expect(html).toMatch(/<html lang="ja"/);
    expect(structuredData(html).map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(structuredData(html)[1]).toMatchObject({ inLanguage: 'ja', url: 'https://www.tp-wallet.example/ja' });
    expect(metaContent(html, 'property', 'og:locale')).toBe('ja');
  });

  it('gives the download page a SoftwareApplication and a trail', async () => {
    const html = (await app.inject('/en/download/android')).body;
    expect(structuredData(html).map((item) => item['@type'])).toEqual(['SoftwareApplication', 'BreadcrumbList']);
    expect(structuredData(html)[0]).toMatchObject({ name: 'TP Wallet', operatingSystem: 'Android' });
  });

  it('links raster icons only, each served as a PNG of the size it names, and the tab icon at /favicon.ico too', async () => {
    // An SVG icon is drawn in a document of its own on the page's main thread, at each size the browser keeps.
    const html = (await app.inject('/en')).body;
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)" sizes="(\d+)x\d+" type="image\/png">/g)].map((match) => ({ rel: match[1], href: match[2], size: Number(match[3]) }));
    expect(links).toEqual([
      { rel: 'icon', href: '/favicon-32.png', size: 32 },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', size: 180 },
    ]);
    expect(html).not.toMatch(/<link rel="[^"]*icon[^"]*" href="[^"]+\.svg"/);
    for (const { href, size } of [...links, { href: '/favicon.ico', size: 32 }]) {
      const icon = await app.inject(href);
      expect([href, icon.statusCode, icon.headers['content-type']]).toEqual([href, 200, 'image/png']);
      expect([href, icon.rawPayload.readUInt32BE(16), icon.rawPayload.readUInt32BE(20)]).toEqual([href, size, size]);
    }
  });

  it('serves the share card the pages name', async () => {
    const card = await app.inject('/share-card.png');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(card.rawPayload.readUInt32BE(20)).toBe(630);
  });
});

describe('the sitemap', () => {
  it('is an index of pages, articles in their language and DApps, each file with its addresses', async () => {
    const index = (await app.inject('/sitemap.xml')).body;
    const files = [...index.matchAll(/<loc>https:\/\/www\.tp-wallet\.example(\/sitemaps\/[a-z]+-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages-1.xml', '/sitemaps/news-1.xml', '/sitemaps/dapps-1.xml']));
    const read = async (file: string) => (await app.inject(file)).body;
    expect(await read('/sitemaps/pages-1.xml')).toContain('<loc>https://www.tp-wallet.example/ja/dappstore</loc>');
    expect(await read('/sitemaps/news-1.xml')).toContain(`<loc>https://www.tp-wallet.example/en/news/${articleId}</loc>\n    <lastmod>2026-05-01</lastmod>`);
    const dapps = (await Promise.all(files.filter((file) => file.startsWith('/sitemaps/dapps-')).map(read))).join('');
    expect(dapps).toContain('<loc>https://www.tp-wallet.example/ja/dappstore/detail?id=1</loc>');
    expect((await app.inject('/sitemaps/dapps-999.xml')).statusCode).toBe(404);
  });
});
