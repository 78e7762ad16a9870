import { expect, test, type APIRequestContext } from '@playwright/test';
import { HeaderFooterPage } from '../pages/header-footer-page';
import { ADMIN_TOKEN } from '../pages/admin-api';

/** RATE_LIMIT_SUBSCRIBE of the e2e server (playwright.config.ts): 30 a minute per address. */
const SUBSCRIBE_LIMIT = 30;

const randomGroup = () => Math.floor(Math.random() * 0x10000).toString(16);

/**
 * An address of its own, so no other test shares its counts: the server counts the last one, which the local
 * proxy reported, and an IPv6 address by its /64. A network of the documentation range drawn out of 2^32 (two draws
 * of 250 IPv4 addresses met once in a run).
 */
function clientAddress(): string {
  return `198.51.100.7, 2001:db8:${randomGroup()}:${randomGroup()}::1`;
}

async function useUpSubscribeLimit(request: APIRequestContext, forwardedFor: string) {
  for (let i = 0; i < SUBSCRIBE_LIMIT; i++) {
    const answer = await request.post('/api/tokenPocket/subscribe', { headers: { 'x-forwarded-for': forwardedFor }, data: { email: 'not-an-email' } });
    expect(answer.status()).toBe(400);
  }
}

async function refusalCount(request: APIRequestContext, form: string, reason: string): Promise<number> {
  const answer = await request.get('/api/admin/form-refusals?days=1', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const rows = (await answer.json()).data as { form: string; reason: string; count: number }[];
  return rows.find((row) => row.form === form && row.reason === reason)?.count ?? 0;
}

test.describe('rate limits through the site server', () => {
  test('count the address the local proxy reports, and answer 429 with Retry-After and the strict headers', async ({ request }) => {
    const forwardedFor = clientAddress();
    await useUpSubscribeLimit(request, forwardedFor);
    const refused = await request.post('/api/tokenPocket/subscribe', { headers: { 'x-forwarded-for': forwardedFor }, data: { email: 'not-an-email' } });
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ result: 429, message: `Too many requests. Please try again in ${retryAfter} s.`, retryAfter });
    expect(refused.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Another address is not affected.
    const other = await request.post('/api/tokenPocket/subscribe', { headers: { 'x-forwarded-for': clientAddress() }, data: { email: 'not-an-email' } });
    expect(other.status()).toBe(400);
  });

  for (const [lang, message] of [
    ['en', /^Too many requests\. Please try again in \d+ s\.$/],
    ['ko', /^요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/],
  ] as const) {
    test(`the footer says in ${lang} how long to wait past the limit`, async ({ page, request }) => {
      const forwardedFor = clientAddress();
      await useUpSubscribeLimit(request, forwardedFor);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': forwardedFor });
      const site = new HeaderFooterPage(page);
      await site.goto(`/${lang}`);
      await site.whenHydrated(site.subscribeInput);
      await site.subscribeInput.fill('reader@example.com');
      await site.footer.locator('button[type="submit"]').click();
      await expect(page.getByRole('status').getByText(message)).toBeVisible();
      await expect(site.subscribeInput).toHaveValue('reader@example.com');
    });
  }
});

test.describe('the honeypot', () => {
  test('is out of sight, out of the accessibility tree and out of the tab order', async ({ page }) => {
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    const honeypot = site.footer.locator('input[name="homepage"]');
    await expect(honeypot).toHaveCount(1);
    await expect(site.footer.getByRole('textbox')).toHaveCount(1);
    // Its wrapper is one clipped pixel: nothing of the field shows.
    const box = await honeypot.locator('..').boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await honeypot.locator('..').evaluate((wrapper) => getComputedStyle(wrapper).overflow)).toBe('hidden');
    await site.subscribeInput.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await honeypot.evaluate((input) => input === document.activeElement)).toBe(false);
    await page.goto('/en/submit/token');
    await expect(site.main.locator('input[name="homepage"]')).toHaveCount(1);
    await expect(site.main.locator('[aria-hidden="true"][inert] input[name="homepage"]')).toHaveCount(1);
  });

  test('a bot that fills every field is answered as a person would be, and counted', async ({ page, request }) => {
    const before = await refusalCount(request, 'subscribe', 'honeypot');
    const site = new HeaderFooterPage(page);
    await site.goto('/en');
    // As a form-filling script does: every input gets a value, seen or not.
    await site.footer.locator('input[name="homepage"]').evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-pills.example'));
    await site.subscribe(`bot-${Date.now()}@example.com`);
    await expect(site.toast('Subscribe sucess')).toBeVisible();
    await expect.poll(() => refusalCount(request, 'subscribe', 'honeypot')).toBe(before + 1);
  });
});
