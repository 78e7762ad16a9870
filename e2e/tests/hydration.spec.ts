import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS, SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';
import { SitePage } from '../pages/site-page';

/** What the page looked like before any of the site's scripts ran (see recordServerPage). */
interface ServerPage {
  /** The slots the server marked as its own renders. */
  readonly marked: readonly string[];
  /** The first element of each marked slot, as the server sent it, by the slot's id. */
  readonly nodes: readonly (readonly [string, Element | null])[];
  /** Every element of each marked slot, as the server sent it, by the slot's id. */
  readonly elements: readonly (readonly [string, readonly Element[]])[];
  /** Every element inside the regions that hydrate late, as the server sent it, but placeholders (skeletons, hidden from assistive technology) for what only the browser loads. */
  readonly late: readonly Element[];
}

/**
 * Before the page's own scripts run (they start after DOMContentLoaded's first listener), keeps the server's
 * nodes of every slot it marked for hydration.
 */
function recordServerPage([attribute, lateClass]: readonly [string, string]) {
  const record: ServerPage = { marked: [], nodes: [], elements: [], late: [] };
  (window as unknown as { __tpServerPage: ServerPage }).__tpServerPage = record;
  document.addEventListener('DOMContentLoaded', () => {
    const slots = Array.from(document.querySelectorAll(`[${attribute}]`));
    Object.assign(record, {
      marked: slots.map((slot) => slot.id),
      nodes: slots.map((slot) => [slot.id, slot.firstElementChild]),
      elements: slots.map((slot) => [slot.id, Array.from(slot.querySelectorAll('*'))]),
      late: Array.from(document.querySelectorAll(`.${lateClass} *`)).filter((element) => !element.closest('[aria-hidden="true"], .tp-skeleton')),
    });
  });
}

/** The api requests a page load sends that ask again for data the page came with. */
function refetchesOfPageData(pageData: Record<string, unknown>, requested: readonly URL[]): string[] {
  const repeats: string[] = [];
  for (const key of Object.keys(pageData)) {
    const article = /^news:article:(\d+):/.exec(key);
    const dapp = /^dapp:(\d+):/.exec(key);
    const storeCategory = /^dappstore:list:[^:]+:category:(\d+):/.exec(key);
    for (const url of requested) {
      if (article && url.pathname === `/v1/news/${article[1]}`) repeats.push(url.href);
      if (key.startsWith('news:list:') && url.pathname === '/v1/news/list' && url.searchParams.get('start') === '0') repeats.push(url.href);
      if (key.startsWith('news:promos:') && /^\/v1\/(banner|activity|ad)\/list$/.test(url.pathname)) repeats.push(url.href);
      if (key === 'download:releases' && /^\/api\/releases(\/fake-versions)?$/.test(url.pathname)) repeats.push(url.href);
      if (key.startsWith('dappstore:categories:') && url.pathname === '/v1/application/category_list') repeats.push(url.href);
      if (storeCategory && url.pathname === '/v1/application/category_dapplist' && url.searchParams.get('category_id') === storeCategory[1] && url.searchParams.get('start') === '0')
        repeats.push(url.href);
      if (key.startsWith('home:trending:') && url.pathname === '/v1/application/category_dapplist' && url.searchParams.get('category_id') === '99998' && url.searchParams.get('start') === '0')
        repeats.push(url.href);
      if (dapp && /listbyids/.test(url.pathname) && (url.searchParams.get('ids') ?? '').split(',').includes(dapp[1])) repeats.push(url.href);
    }
  }
  return repeats;
}

/** The page as loaded: what the server marked, whether those nodes are still in the page, and the data it came with. */
function readServerPage(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { __tpServerPage: ServerPage }).__tpServerPage;
    const embedded = document.getElementById('tp-page-data')?.textContent;
    return {
      marked: record.marked,
      kept: record.nodes.flatMap(([id, node]) => (node ? [{ id, kept: node.isConnected }] : [])),
      replaced: record.elements.map(([id, elements]) => ({ id, elements: elements.length, replaced: elements.filter((element) => !element.isConnected).length })),
      lateReplaced: record.late.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 100)),
      pageData: (embedded ? JSON.parse(embedded) : {}) as Record<string, unknown>,
    };
  });
}

/** A section past its render budget is sent as its first screen (a loaded machine, a cold route): then the page is loaded again. */
const LOADS_FOR_A_SERVER_RENDER = 3;

/**
 * Loads a page and checks that its sections hydrated the server's HTML: the section and every other slot the
 * server rendered keep the server's nodes (unless told, nine in ten of every element, once the late regions have
 * hydrated too), nothing reports a hydration problem, and no api request asks again for the first render's data
 * or (unless told) twice for the same thing.
 */
async function expectHydrated(page: Page, path: string, { repeatedRequests = false, rendersAnew = false } = {}) {
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|Minified React error #4(18|19|21|23|25)/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  // A route's first render after start can run past the budget: asked for once, it is warm for the visit.
  expect((await page.request.get(path)).status(), path).toBe(200);
  for (let load = 1; ; load++) {
    const requested: URL[] = [];
    const onRequest = (sent: { url(): string }) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/api/')) requested.push(url);
    };
    page.on('request', onRequest);
    const site = new SitePage(page);
    await site.goto(path);
    // The regions that hydrate late too: what follows a hydration has happened by then.
    await expect(page.locator(`.${LATE_HYDRATION_CLASS}:not([${HYDRATED_ATTRIBUTE}])`)).toHaveCount(0);
    page.off('request', onRequest);
    const { marked, kept, replaced, lateReplaced, pageData } = await readServerPage(page);
    expect([...site.consoleErrors, ...hydrationWarnings], `${path}: console`).toEqual([]);
    expect(kept.filter(({ kept: stillThere }) => !stillThere), `${path}: server nodes replaced`).toEqual([]);
    expect(kept.length, `${path}: server nodes`).toBeGreaterThanOrEqual(marked.length);
    // A few elements may give way to what only the browser knows (a skeleton for a list the server leaves to it);
    // a part of the page rendered anew in the browser is a hydration lost.
    if (!rendersAnew) expect(replaced.filter((slot) => slot.replaced > Math.max(20, slot.elements / 10)), `${path}: server elements rendered anew`).toEqual([]);
    // A region that hydrates late keeps every node: an update reaching it before it hydrated would have it rendered anew.
    if (!rendersAnew) expect(lateReplaced, `${path}: late regions rendered anew`).toEqual([]);
    expect(refetchesOfPageData(pageData, requested), `${path}: the page's data asked for again`).toEqual([]);
    const hrefs = requested.map((url) => url.href);
    if (!repeatedRequests) expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index), `${path}: api requests sent twice`).toEqual([]);
    if (marked.some((id) => id.startsWith('tp-app-')) || load === LOADS_FOR_A_SERVER_RENDER) {
      expect(marked, `${path}: slots the server rendered`).toEqual(expect.arrayContaining([expect.stringMatching(/^tp-app-/)]));
      return;
    }
  }
}

async function firstArticleId(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/v1/news/list?lang=en&count=1');
  return ((await answer.json()) as { data: Array<{ id: number }> }).data[0].id;
}

test.describe('sections hydrate the server’s HTML', () => {
  // Just after start the live releases' server builds load in the background; pages meanwhile carry first screens.
  test.beforeEach(async ({ page, request }) => {
    await expect.poll(async () => ((await (await request.get('/health')).json()) as { serverBuildsWarming: number }).serverBuildsWarming, { timeout: 60_000 }).toBe(0);
    await page.addInitScript(recordServerPage, [SERVER_RENDER_ATTRIBUTE, LATE_HYDRATION_CLASS] as const);
  });

  test('home and about @mobile', async ({ page }) => {
    for (const path of ['/en', '/en/about']) await expectHydrated(page, path);
  });

  test('the DApp store and a DApp @mobile', async ({ page }) => {
    for (const path of ['/en/dappstore', '/en/dappstore/detail?id=1']) await expectHydrated(page, path);
  });

  test('the news and an article @mobile', async ({ page, request }) => {
    for (const path of ['/en/news', `/en/news/${await firstArticleId(request)}`]) await expectHydrated(page, path);
  });

  test('the DApp form and the app download @mobile', async ({ page }) => {
    for (const path of ['/en/submit/dapp', '/en/download/app']) await expectHydrated(page, path);
  });

  test('the other information pages', async ({ page }) => {
    for (const path of ['/en/dapp', '/en/developer', '/en/partner', '/en/recruiting']) await expectHydrated(page, path);
  });

  test('the token and NFT forms', async ({ page }) => {
    for (const path of ['/en/submit/token', '/en/submit/nft']) await expectHydrated(page, path);
  });

  test('the other download pages', async ({ page }) => {
    for (const path of ['/en/download/android', '/en/download/ios', '/en/download/pc']) await expectHydrated(page, path);
  });

  test('a visitor’s stored theme, favourites, recent searches and closed notice are applied after hydration, without a mismatch @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('tp.dappstore.favorites', '[1]');
      localStorage.setItem('tp.dappstore.recentSearches', '["wallet"]');
      sessionStorage.setItem('tp:region-banner-dismissed', '1');
    });
    await expectHydrated(page, '/en/dappstore/detail?id=1');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectHydrated(page, '/en/dappstore');
  });

  test('a saved draft fills the form right after hydration, and is kept @mobile', async ({ page }) => {
    const draft = JSON.stringify({ id: 'a'.repeat(32), values: { title: 'Kept draft title' }, donation: null, files: {} });
    await page.addInitScript((saved) => localStorage.setItem('tp-submit:draft:dapp', saved), draft);
    // The form is rendered again from the draft right after hydration, and asks for its categories again.
    await expectHydrated(page, '/en/submit/dapp', { repeatedRequests: true, rendersAnew: true });
    await expect(page.locator('input[name="title"]')).toHaveValue('Kept draft title');
    // Kept in the versioned format (shared/src/stored/submission-draft.ts): { version, data }.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tp-submit:draft:dapp') ?? '{}').data?.values?.title)).toBe('Kept draft title');
  });

  test('navigation inside the site after hydration renders the next section as before', async ({ page }) => {
    const site = new SitePage(page);
    await expectHydrated(page, '/en');
    await site.markDocument();
    await site.header.getByRole('link', { name: 'DApp Store' }).click();
    await expect(page).toHaveURL(/\/en\/dappstore(\?|$)/);
    await site.waitForSections();
    await expect(page.locator('#tp-app-dappstore')).not.toBeEmpty();
    expect(await site.documentWasKept()).toBe(true);
  });
});
