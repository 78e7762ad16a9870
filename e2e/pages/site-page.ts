import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_ATTRIBUTE, HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS, SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';

/**
 * How long a page load may take to mount its sections: the shell starts after the first paint and each section
 * fetches its code and strings, which a loaded machine slows down more than any single assertion.
 */
export const READY_TIMEOUT_MS = 25_000;

/** Chromium's word for a file the page preloaded and then never used: bytes fetched for nothing. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;

/** A page of the composed site, with what every test needs: navigation, the slots, console errors. */
export class SitePage {
  /** Errors, uncaught exceptions and unused-preload warnings: every test expects none. */
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || (message.type() === 'warning' && UNUSED_PRELOAD.test(message.text()))) this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  get header() {
    return this.page.locator('#tp-header');
  }

  get main() {
    return this.page.locator('#tp-main');
  }

  get footer() {
    return this.page.locator('#tp-footer');
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.waitForSections();
    return response;
  }

  /**
   * Header, footer (unless hidden) and the section have mounted: the slots are
   * filled, no first screen sent by the server is still waiting to be replaced, and no server render to be hydrated.
   */
  async waitForSections() {
    await expect(this.page.locator(`template[${FIRST_SCREEN_ATTRIBUTE}], [${SERVER_RENDER_ATTRIBUTE}]`)).toHaveCount(0, { timeout: READY_TIMEOUT_MS });
    await expect(this.header).not.toBeEmpty({ timeout: READY_TIMEOUT_MS });
    await expect(this.main).not.toBeEmpty({ timeout: READY_TIMEOUT_MS });
  }

  /**
   * Brings the part of the page holding `locator` into view and waits until it
   * is hydrated: a region below the first screen hydrates on its own, later
   * than the section (HydrateWhenSeen), and a test acts faster than a visitor.
   */
  async whenHydrated(locator: Locator) {
    await locator.scrollIntoViewIfNeeded();
    await expect(this.page.locator(`.${LATE_HYDRATION_CLASS}:not([${HYDRATED_ATTRIBUTE}])`).filter({ has: locator })).toHaveCount(0);
  }

  async reload() {
    await this.page.reload();
    await this.waitForSections();
  }

  /** Marks the window so a test can tell a client-side navigation from a page load. */
  async markDocument() {
    await this.page.evaluate(() => ((window as unknown as { __tpMark: boolean }).__tpMark = true));
  }

  async documentWasKept(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __tpMark?: boolean }).__tpMark === true);
  }
}
