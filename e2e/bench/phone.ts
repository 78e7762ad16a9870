/**
 * The phone of Lighthouse's mobile profile, as the benchmarks that drive
 * Chromium themselves load a page on it: a moto g power (2022) screen and
 * user agent, the CPU four times slower, 150 ms round trips, 1.6 Mbit/s down.
 */
import { chromium, type Browser, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/** A load never takes this long on the profile; past it the run is a failure of the page, not a figure. */
export const GIVE_UP_MS = 30_000;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/** The profile's network, as DevTools' `Network.emulateNetworkConditions` takes it. */
export const LIGHTHOUSE_MOBILE_NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** Slows the page's CPU and network to the profile's; the session stays open for more DevTools commands. */
export async function throttleLikeLighthouseMobile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LIGHTHOUSE_MOBILE_NETWORK });
  return cdp;
}

/** A benchmark's command line: `<page url> [runs]`; prints the figures of each run as JSON, for `pnpm perf` to read. */
export async function runFromCommandLine<T>(name: string, oneRun: (url: string) => Promise<T>): Promise<void> {
  const [url, runs = '3'] = process.argv.slice(2);
  if (!url) throw new Error(`usage: ${name} <page url> [runs]`);
  const figures: T[] = [];
  for (let run = 0; run < Number(runs); run += 1) figures.push(await oneRun(url));
  console.log(JSON.stringify(figures));
}
