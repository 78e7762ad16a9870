/**
 * How soon the header's menu answers a tap while a page loads on a phone
 * (issue target: within 100 ms). Run by `pnpm perf`, a benchmark and not a
 * test: `node --import tsx e2e/bench/tap-during-load.ts <page url> [runs]`
 * prints its figures as JSON.
 *
 * Each run opens the page in Debian's Chromium as a mid-range phone on the
 * Lighthouse mobile profile (CPU 4× slower, 150 ms round trips, 1.6 Mbit/s).
 * Until the header is hydrated, its server-rendered menu button has no
 * handler and a tap on it is lost: the run measures how long that lasts after
 * the button is painted, then taps it and measures the answer.
 */
import { chromium, type Page } from '@playwright/test';
import { SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';

const GIVE_UP_MS = 30_000;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

export interface TapFigures {
  /** From the start of the navigation to the menu button's first paint, ms. */
  readonly buttonShownMs: number;
  /** From the button's first paint to the header's hydration, ms: taps in this time are lost. */
  readonly tapsLostMs: number;
  /** From a tap on the hydrated button to the open menu, ms. */
  readonly tapToOpenMs: number;
}

async function throttleLikeLighthouseMobile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function oneRun(url: string): Promise<TapFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    await throttleLikeLighthouseMobile(page);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const shown = Date.now();
    await page.locator(`#tp-header:not([${SERVER_RENDER_ATTRIBUTE}])`).waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    const hydrated = Date.now();
    await toggle.tap({ timeout: GIVE_UP_MS });
    const tapped = Date.now();
    await page.locator('#tp-header button[aria-expanded="true"]').waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    return { buttonShownMs: shown - started, tapsLostMs: hydrated - shown, tapToOpenMs: Date.now() - tapped };
  } finally {
    await browser.close();
  }
}

const [url, runs = '3'] = process.argv.slice(2);
if (!url) throw new Error('usage: tap-during-load.ts <page url> [runs]');
const figures: TapFigures[] = [];
for (let run = 0; run < Number(runs); run += 1) figures.push(await oneRun(url));
console.log(JSON.stringify(figures));
