import { expect, test } from '@playwright/test';
import { allNewsFromApi, NewsPage, NOT_FOUND } from '../pages/news-page';

test.describe('news list', () => {
  test('loads 20 at a time until there is no more, grouped by day', async ({ page, request }) => {
    const news = new NewsPage(page);
    const all = await allNewsFromApi(request, 'en');
    expect(all.length).toBeGreaterThan(40);

    await news.gotoList();
    await expect(news.items).toHaveCount(20);
    let shown = 20;
    while (!(await news.noMore.isVisible())) {
      const now = await news.loadMore();
      expect(now - shown).toBeLessThanOrEqual(20);
      shown = now;
    }
    await expect(news.loadMoreButton).toHaveCount(0);
    await expect(news.items).toHaveCount(all.length);

    // Days in the api's order, each heading with the date as YYYY-MM-DD.
    const days = [...new Set(all.map((item) => item.create_time.slice(0, 10)))];
    const headings = await news.feed.getByRole('heading', { level: 2 }).locator('time').allInnerTexts();
    expect(headings).toEqual(days);
    expect(news.consoleErrors).toEqual([]);
  });

  for (const [lang, contentLang, title] of [
    ['zh', 'zh-Hans', '新闻'],
    ['en', 'en', 'News'],
    ['ja', 'ja', 'ニュース'],
  ] as const) {
    test(`in ${lang} shows ${contentLang} news`, async ({ page }) => {
      const news = new NewsPage(page);
      // The page comes with its first page of news, read from the api in the content language.
      await news.gotoList(lang);
      await expect(news.main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(news.feed).toHaveAttribute('data-content-lang', contentLang);
      const langs = await news.items.evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('lang')))]);
      expect(langs).toEqual([contentLang]);
      expect(news.consoleErrors).toEqual([]);
    });
  }

  test('banners, activities and ads are links that open safely', async ({ page }) => {
    const news = new NewsPage(page);
    await news.gotoList();
    const external = news.main.locator('a[target="_blank"]');
    await expect(external.first()).toBeVisible();
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(news.main.getByRole('region', { name: 'Activities' }).getByRole('link')).toHaveCount(5);
  });
});

test.describe('news article', () => {
  test('going back to the list keeps its scroll position', async ({ page }) => {
    const news = new NewsPage(page);
    await news.gotoList();
    await news.markDocument();
    const y = await news.scrollTo(1200);
    const link = await news.itemLinkInView();
    const title = await link.innerText();
    await link.click();
    await expect(news.articleTitle).toHaveText(title);
    await expect.poll(() => news.scrollY()).toBe(0);

    await page.goBack();
    await expect(news.items.first()).toBeVisible();
    await expect.poll(() => news.scrollY()).toBe(y);

    // Reading on to the next article, then following the link to the list, leads to the same place.
    await (await news.itemLinkInView()).click();
    await expect(news.articleTitle).toBeVisible();
    const next = news.main.getByRole('navigation', { name: 'More articles' }).getByRole('link', { name: /Next article/ });
    await next.click();
    await expect(page).not.toHaveURL(/\/en\/news$/);
    await news.main.getByRole('link', { name: 'Back to news' }).first().click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect.poll(() => news.scrollY()).toBe(y);
    expect(await news.documentWasKept()).toBe(true);
    expect(news.consoleErrors).toEqual([]);
  });

  test('shows the title, the date and the body, with previous, next and a shareable link', async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-only here');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const news = new NewsPage(page);
    await news.gotoList();
    await news.itemLinks.nth(1).click();
    await expect(news.articleTitle).toBeVisible();
    const opened = await news.articleTitle.innerText();
    await expect(page).toHaveTitle(`${opened} · TP Wallet`);
    await expect(news.main.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    await expect(news.main.locator('article p').first()).not.toBeEmpty();

    const neighbours = news.main.getByRole('navigation', { name: 'More articles' });
    await expect(neighbours.getByRole('link', { name: /Previous article/ })).toBeVisible();
    await expect(neighbours.getByRole('link', { name: /Next article/ })).toBeVisible();

    await news.main.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await neighbours.getByRole('link', { name: /Next article/ }).click();
    await expect(page).toHaveURL(/\/en\/news\/\d+$/);
    await expect(news.articleTitle).not.toHaveText(opened);
    expect(news.consoleErrors).toEqual([]);
  });

  for (const path of ['/en/news/987654321', '/en/news/not-a-number']) {
    test(`${path} shows the not-found page with 404 in its title`, async ({ page }) => {
      const news = new NewsPage(page);
      const response = await news.goto(path);
      // The site server reads the article before it answers: an id it does not know is a 404.
      expect(response?.status()).toBe(404);
      await expect(news.main.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page).toHaveTitle(/404/);
      await news.main.getByRole('link', { name: 'Back to news' }).click();
      await expect(page).toHaveURL(/\/en\/news$/);
      await expect(news.items.first()).toBeVisible();
    });
  }
});
