import { expect, test } from '@playwright/test';
import { SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { HeaderFooterPage } from '../pages/header-footer-page';

const uniqueEmail = () => `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('language switcher', () => {
  test('keeps the path and the query of a deep route, without a reload @mobile', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en/download/app?ios=1');
    await site.markDocument();
    await site.chooseLanguage('한국어');
    await expect(page).toHaveURL(/\/ko\/download\/app\?ios=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(site.languageButton).toHaveAccessibleName('언어: 한국어');
    await expect(site.languageButton).toHaveAttribute('aria-expanded', 'false');
    expect(await site.documentWasKept()).toBe(true);
    expect(site.consoleErrors).toEqual([]);
  });

  test('a page fetches the strings of its own language only, and another language\'s when the visitor switches', async ({ page }) => {
    const stringFiles: string[] = [];
    page.on('request', (sent) => {
      const file = new URL(sent.url()).pathname.split('/').pop() ?? '';
      if (sent.resourceType() === 'script' && file.startsWith('locale-')) stringFiles.push(file);
    });
    const site = new HeaderFooterPage(page);
    await site.goto('/ja/dappstore');
    await page.waitForLoadState('networkidle');
    expect(stringFiles.length).toBeGreaterThan(0);
    expect(stringFiles.filter((file) => !/^locale-(common-)?ja\./.test(file))).toEqual([]);

    await site.chooseLanguage('English');
    await expect(page).toHaveURL(/\/en\/dappstore$/);
    await expect(site.languageButton).toHaveAccessibleName('Language: English');
    expect(stringFiles.filter((file) => /^locale-(common-)?en\./.test(file)).length).toBeGreaterThan(0);
  });

  test('leads from a 404 with an unknown language to a real page', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/xx/news?from=e2e');
    await site.chooseLanguage('English');
    await expect(page).toHaveURL(/\/en\/news\?from=e2e$/);
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  });
});

test.describe('menus from the keyboard alone', () => {
  test('open, move through and close a submenu, then follow a link', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en/about');
    await site.markDocument();
    await site.tabTo(/^button:Products$/);
    const products = site.menuButton('Products');
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(await site.panelOf(products)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const panel = await site.panelOf(products);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/download\/app$/);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(await site.documentWasKept()).toBe(true);
  });

  test('tabbing past a submenu closes it', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    await site.tabTo(/^button:Trade$/);
    await page.keyboard.press('Enter');
    const trade = site.menuButton('Trade');
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(site.menuButton('Trade')).toHaveAttribute('aria-expanded', 'false');
  });

  test('switch the language and the theme', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en/news');
    await site.tabTo(/^button:Dark mode$/);
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(site.languageButton).toHaveAttribute('aria-expanded', 'true');
    await site.tabTo(/^a:日本語$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ja\/news$/);
  });

  test('a submenu opens on hover and closes when the mouse leaves', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    await site.menuButton('Build').hover();
    await expect(site.menuButton('Build')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    await expect(site.menuButton('Build')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, keeps focus inside, and follows a link @mobile', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    await expect(site.header.getByRole('button', { name: 'Products' })).toBeHidden();
    await site.mobileMenuToggle.click();
    await expect(site.mobileMenuToggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await site.panelOf(site.mobileMenuToggle);
    await expect(menu).toBeVisible();

    const menuId = await site.mobileMenuToggle.getAttribute('aria-controls');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        (id) => document.getElementById(id!)?.contains(document.activeElement) || document.activeElement?.getAttribute('aria-controls') === id,
        menuId,
      );
      expect(inside).toBe(true);
    }

    await menu.getByRole('button', { name: 'Build' }).click();
    await menu.getByRole('link', { name: 'Submit a DApp' }).click();
    await expect(page).toHaveURL(/\/en\/submit\/dapp$/);
    await expect(site.mobileMenuToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens from a tap while the page loads, before the header is hydrated, and is kept open by the hydrated header @mobile', async ({ page }) => {
    // The header's code is held back until the menu was tapped: its server-rendered button answers on its own.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mf-header-footer\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const site = new HeaderFooterPage(page);
    await page.goto('/en');
    await site.mobileMenuToggle.click();
    await expect(site.mobileMenu).toBeVisible();
    await expect(site.mobileMenu.getByRole('link', { name: 'DApp Store' })).toBeVisible();
    await expect(site.header).toHaveAttribute(SERVER_RENDER_ATTRIBUTE, /.+/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'the page behind scrolls').toBe('hidden');

    release();
    await expect(site.header).not.toHaveAttribute(SERVER_RENDER_ATTRIBUTE);
    await expect(site.mobileMenuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(site.mobileMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(site.mobileMenu).toBeHidden();
    await expect(site.mobileMenuToggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(site.consoleErrors).toEqual([]);
  });

  test('closes on Escape and gives focus back', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    await site.mobileMenuToggle.click();
    await page.keyboard.press('Escape');
    await expect(site.mobileMenuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(site.mobileMenuToggle).toBeFocused();
  });
});

test.describe('subscribe against the api', () => {
  test("refuses an invalid address, subscribes a new one and a repeated one", async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    await site.subscribe('not-an-email');
    await expect(site.footer.getByRole('alert')).toHaveText('Error Email!');

    const email = uniqueEmail();
    await site.subscribe(email);
    await expect(site.toast('Subscribe sucess')).toBeVisible();
    await expect(site.subscribeInput).toHaveValue('');
    await expect(site.toast('Subscribe sucess')).toHaveCount(0);

    // The api keeps one subscription per address and answers a repeat as a success.
    await site.subscribe(email);
    await expect(site.toast('Subscribe sucess')).toBeVisible();
    await expect(site.subscribeInput).toHaveValue('');
    expect(site.consoleErrors).toEqual([]);
  });

  test('speaks Chinese in zh', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/zh/news');
    await site.subscribe('a@b');
    await expect(site.footer.getByRole('alert')).toHaveText('邮箱格式错误！');
    await site.subscribe(uniqueEmail());
    await expect(site.toast('订阅成功')).toBeVisible();
  });
});

test.describe('layout', () => {
  for (const path of ['/en', '/zh', '/en/news']) {
    test(`the header keeps the reserved height on ${path} @mobile`, async ({ page }) => {
      const site = new HeaderFooterPage(page);
      await site.goto(path);
      await expect(site.bar).toBeVisible();
      const heights = await page.evaluate(() => ({
        header: document.getElementById('tp-header')!.getBoundingClientRect().height,
        mainTop: document.getElementById('tp-main')!.getBoundingClientRect().top + window.scrollY,
      }));
      expect(heights).toEqual({ header: 64, mainTop: 64 });
    });
  }

  test('the zh home page shows the regional notice, which can be closed', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/zh');
    const notice = site.header.getByRole('complementary');
    await expect(notice).toContainText('中国大陆');
    await expect(notice.getByRole('link')).toHaveAttribute('target', '_blank');
    await notice.getByRole('button').click();
    await expect(notice).toBeHidden();
    await site.goto('/en');
    await expect(site.header.getByRole('complementary')).toHaveCount(0);
  });

  test('the header gets a background once scrolled, except on the DApp store', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en/news');
    await expect(site.bar).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 800);
    await expect(site.bar).toHaveAttribute('data-scrolled', 'true');
    await site.header.getByRole('link', { name: 'DApp Store' }).click();
    await expect(page).toHaveURL(/\/en\/dappstore\?category_id=99998$/);
    await page.mouse.wheel(0, 800);
    await expect(site.bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('the theme toggle switches and is kept across a reload', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en?theme=light');
    await site.themeSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await site.goto('/en/news');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(site.themeSwitch).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('footer', () => {
  test('telegram opens the group of the language, as the site settings name it', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/ko');
    await site.footer.getByRole('button', { name: 'Telegram' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link')).toHaveAttribute('href', loadSiteSettings().settings.social.telegram.ko);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('is laid out and painted only when it comes near the view @mobile', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    const legal = site.footer.getByRole('heading', { name: 'Legal' });
    const rendered = () => legal.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await legal.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(legal).toBeInViewport();
  });

  test('is hidden on the DApp detail page and back on the next page', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en/dappstore/detail');
    await expect(site.footer).toBeHidden();
    await site.header.getByRole('link', { name: 'News', exact: true }).click();
    await expect(site.footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
  });
});
