import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '@tp/shared/i18n/locales';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { HomePage, homeStrings } from '../pages/home-page';

/** The site server reads the same settings file. */
const EXTENSION_URL = loadSiteSettings().settings.links.extension;

test.describe('the home page in every language', () => {
  const keys = Object.keys(homeStrings('en'));
  const strings = (lang: Locale) => homeStrings(lang) as { hero: { title: string }; follow: { title: string } };

  test('is written by the server in each language, with its own strings and no missing keys', async ({ browser }) => {
    // As sent, without scripts: one context for the twelve, so the languages cost a page load each, not a test each.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const home = new HomePage(await context.newPage());
    for (const lang of LOCALES) {
      const response = await home.page.goto(`/${lang}`);
      expect(response?.status(), lang).toBe(200);
      await expect(home.heroTitle, lang).toHaveText(strings(lang).hero.title);
      await expect(home.main.getByRole('heading', { name: strings(lang).follow.title }), lang).toBeVisible();
      expect(await home.missingKeyMarkers(keys), lang).toEqual([]);
    }
    await context.close();
  });

  // Hydrated in the browser: its strings arrive as a chunk of their own per language.
  for (const lang of ['zh-tw', 'hi'] as const) {
    test(`/${lang} keeps its own strings once hydrated, with no missing keys`, async ({ page }) => {
      const home = new HomePage(page);
      await home.gotoHome(lang);
      await expect(home.heroTitle).toHaveText(strings(lang).hero.title);
      await expect(home.main.getByRole('heading', { name: strings(lang).follow.title })).toBeVisible();
      expect(await home.missingKeyMarkers(keys)).toEqual([]);
      expect(home.consoleErrors).toEqual([]);
    });
  }
});

test('shows the claims and live DApps from the store @mobile', async ({ page }) => {
  const home = new HomePage(page);
  await home.gotoHome();
  for (const figure of ['20M+', '3.5M', '200+', '100+']) await expect(home.main.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(home.trendingDapps.first()).toBeVisible();
  expect(await home.trendingDapps.count()).toBeGreaterThan(0);
  // The whole card opens the DApp, not only its name: a tap on its icon's corner.
  await home.section('Trending in the DApp Store').getByRole('listitem').first().click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/en\/dappstore\/detail\?id=\d+$/);
});

test('every link of the home page leads to a page that exists', async ({ page, request }) => {
  const home = new HomePage(page);
  await home.gotoHome();
  await expect(home.trendingDapps.first()).toBeVisible();
  const paths = await home.sitePaths();
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('external links of the home page open in a new tab without opener', async ({ page }) => {
  const home = new HomePage(page);
  await home.gotoHome();
  // Links within the site are relative; every absolute one leaves it.
  const external = await home.main.locator('a[href^="http"]').all();
  expect(external.length).toBeGreaterThan(3);
  for (const link of external) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('information pages', () => {
  for (const [path, title] of [
    ['about', 'Self-custody, made simple for everyone'],
    ['dapp', 'Decentralised apps, one tap away'],
    ['developer', 'Build for millions of wallet users'],
    ['partner', 'Grow with TP Wallet'],
    ['recruiting', 'Become a TP Wallet ambassador'],
  ] as const) {
    test(`/en/${path} has its heading and no console errors`, async ({ page }) => {
      const home = new HomePage(page);
      const response = await home.goto(`/en/${path}`);
      expect(response?.status()).toBe(200);
      await expect(home.main.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(home.consoleErrors).toEqual([]);
    });
  }

  test('the about page lists milestones by month', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto('/ja/about');
    const months = home.main.locator('time[datetime]');
    await expect(months.first()).toHaveAttribute('datetime', '2018-03');
    await expect(months.first()).toHaveText('2018年3月');
  });
});

test('the follow dialog warns, asks for a confirmation, then links to the channel', async ({ page }) => {
  const home = new HomePage(page);
  await home.gotoHome();
  const opener = home.followButton('Telegram');
  await opener.click();
  const dialog = home.dialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Follow us on Telegram' })).toBeVisible();
  await expect(dialog).toContainText('You are about to open our official Telegram channel in a new tab.');
  await expect(dialog).toContainText('Staff never send private messages first');
  await expect(dialog.getByRole('button', { name: 'Continue to Telegram' })).toBeDisabled();
  await expect(dialog.getByRole('link', { name: /Continue to Telegram/ })).toHaveCount(0);

  await dialog.getByRole('checkbox').check();
  const link = dialog.getByRole('link', { name: /Continue to Telegram/ });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await home.closeIcon.click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the extension dialog offers Use It Now on a computer and Copy Link on a phone @mobile', async ({ page, context, isMobile }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const home = new HomePage(page);
  await home.gotoHome();
  await home.extensionButton.click();
  const dialog = home.dialog;
  await expect(dialog.getByRole('heading', { name: 'TP Wallet browser extension' })).toBeVisible();
  if (!isMobile) {
    await expect(dialog.getByRole('link', { name: 'Use It Now' })).toHaveAttribute('href', EXTENSION_URL);
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
    await home.closeIcon.click();
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog.getByRole('link', { name: 'Use It Now' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog).toBeHidden();
  await expect(home.toast('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXTENSION_URL);
});
