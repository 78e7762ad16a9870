import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitePage } from './site-page';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/download');

/** Releases with the SHA-256 of the genuine fixture package (see fixtures/download). */
export const FIXTURE_RELEASES: unknown[] = JSON.parse(readFileSync(path.join(FIXTURES, 'releases.json'), 'utf8'));
export const fixtureFile = (name: string) => path.join(FIXTURES, name);

/** The download pages (/{lang}/download/app, /android, /ios, /pc) and their authenticity check. */
export class DownloadPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  /** Answers the releases call with the fixture list instead of the api's seed. */
  async useFixtureReleases() {
    await this.page.route('**/api/releases*', (route) => route.fulfill({ json: { result: 0, data: FIXTURE_RELEASES } }));
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
    await this.fileInput.setInputFiles(file);
    await expect(this.fileVerdict).toBeVisible({ timeout: 20_000 });
    return this.fileVerdict;
  }

  async lookUpVersion(version: string, platform = '') {
    await this.main.getByLabel('Version number').fill(version);
    await this.main.getByRole('combobox', { name: 'Platform' }).selectOption(platform);
    await this.main.getByRole('button', { name: 'Check version' }).click();
  }
}
