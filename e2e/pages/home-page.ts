import { expect, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Locale } from '@tp/shared/i18n/locales';
import { SitePage } from './site-page';

/** The home section's strings for one language, as the remote ships them. */
export function homeStrings(lang: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../mf-home/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** The home page (/{lang}) and the information pages of the home section. */
export class HomePage extends SitePage {
  /** Opens the home page and waits for all of it: the bands below the hero come in a second chunk. */
  async gotoHome(lang: Locale = 'en') {
    const response = await this.goto(`/${lang}`);
    await expect(this.heroTitle).toBeVisible();
    await expect(this.main.locator('#follow-us')).toBeAttached();
    return response;
  }

  get heroTitle(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** A titled band of the home page, by its heading. */
  section(title: string): Locator {
    return this.main.getByRole('region', { name: title });
  }

  /** The trending DApps of the store preview, once loaded: each card's link, named by the DApp. */
  get trendingDapps(): Locator {
    return this.section('Trending in the DApp Store').getByRole('listitem').getByRole('link');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get closeIcon(): Locator {
    return this.dialog.getByRole('button', { name: 'Close' });
  }

  followButton(channel: string): Locator {
    return this.section('Follow our official channels').getByRole('button', { name: `Follow us on ${channel}` });
  }

  get extensionButton(): Locator {
    return this.section('Your crypto, wherever you are').getByRole('button', { name: 'Try the extension' });
  }

  /** Same-site links of the section, as paths with their query. */
  async sitePaths(): Promise<string[]> {
    const hrefs = await this.main.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const origin = new URL(this.page.url()).origin;
    return [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.slice(origin.length)))];
  }

  /**
   * i18next shows the key itself for a missing string, and `{{name}}` for a missing value.
   * Every text node and accessible label is checked on its own.
   */
  async missingKeyMarkers(namespaceKeys: readonly string[]): Promise<string[]> {
    const texts = await this.main.evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
      for (const labelled of Array.from(root.querySelectorAll('[aria-label]'))) found.push(labelled.getAttribute('aria-label') ?? '');
      return found;
    });
    const key = new RegExp(`^(?:${namespaceKeys.join('|')})\\.[A-Za-z][\\w.]*$`);
    return texts.map((text) => text.trim()).filter((text) => key.test(text) || /\{\{\s*\w+\s*\}\}/.test(text));
  }

  /** A toast the shell shows, by its text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true });
  }
}
