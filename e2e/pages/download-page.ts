import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FakeVersion, Release } from '@tp/shared';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPost } from './admin-api';
import { SitePage } from './site-page';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/download');
export const fixtureFile = (name: string) => path.join(FIXTURES, name);

/**
 * A small package published as an old Android release of the e2e server only,
 * through the admin api as an operator would, so a file picked in the page can
 * match an official release end to end. Publishing it again is answered as stored.
 */
export async function publishFixtureRelease(request: APIRequestContext): Promise<Release> {
  const bytes = readFileSync(fixtureFile('tp-wallet-2.7.1.apk'));
  return adminPost<Release>(request, '/releases', {
    platform: 'android',
    version: '2.7.1',
    released_at: '2024-03-01T08:00:00Z',
    url: 'https://static.tp-wallet.example/releases/android/wallet-2.7.1.apk',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    signing_cert_sha256: '5145725a244b6a734efbb3bc8defb5d50fcfccd6a9b1bff8dca1e60c5fbcd79c',
    min_os: 'Android 7.0',
  });
}

/** The api's releases, with the endpoint's filters as a query string. */
export async function apiReleases(request: APIRequestContext, query = ''): Promise<Release[]> {
  return ((await (await request.get(`/api/releases${query}`)).json()) as { data: Release[] }).data;
}

export async function apiFakeVersions(request: APIRequestContext): Promise<FakeVersion[]> {
  return ((await (await request.get('/api/releases/fake-versions')).json()) as { data: FakeVersion[] }).data;
}

/** The download pages (/{lang}/download/app, /android, /ios, /pc) and their authenticity check. */
export class DownloadPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  /** Holds the releases call until the returned function is called, to see the page while it loads. */
  async holdReleases(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A pattern (not a function) lets the browser hand over only the matching requests.
    await this.page.route(
      /\/api\/releases(\?|$)/,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    return release;
  }

  /** Starts summing the page's layout shifts (not those right after input), from every load on. */
  async recordLayoutShifts() {
    await this.page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) record.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** The layout shift of the current page so far (what Lighthouse counts as CLS, before windowing). */
  async layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  }

  get tabs(): Locator {
    return this.main.getByRole('tab');
  }

  get selectedTab(): Locator {
    return this.main.getByRole('tab', { selected: true });
  }

  get panel(): Locator {
    return this.main.getByRole('tabpanel');
  }

  /** The download options of the panel: their placeholders while loading, then the options. */
  get optionCards(): Locator {
    return this.panel.locator('ul > li');
  }

  get qrCode(): Locator {
    return this.main.getByTestId('qr-code');
  }

  get fileInput(): Locator {
    return this.main.locator('input[type="file"]');
  }

  /** The file check's conclusion, once it has one. */
  get fileVerdict(): Locator {
    return this.main.locator('[data-verdict="match"], [data-verdict="no-match"]');
  }

  async checkFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.whenHydrated(this.fileInput);
    await this.fileInput.setInputFiles(file);
    await expect(this.fileVerdict).toBeVisible({ timeout: 20_000 });
    return this.fileVerdict;
  }

  async lookUpVersion(version: string, platform = '') {
    await this.whenHydrated(this.main.getByLabel('Version number'));
    await this.main.getByLabel('Version number').fill(version);
    await this.main.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
    await this.main.getByRole('button', { name: 'Check version' }).click();
  }
}
