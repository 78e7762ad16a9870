import { expect, test } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS } from '@tp/shared/contracts/prerender';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { apiFakeVersions, apiReleases, DownloadPage, fixtureFile, publishFixtureRelease } from '../pages/download-page';

test.describe('download redirects', () => {
  for (const [from, query, tab] of [
    ['/download/ios', 'ios=1', 'iOS'],
    ['/download/android', 'android=1', 'Android'],
  ] as const) {
    test(`${from} opens the app page on the ${tab} tab`, async ({ page }) => {
      const download = new DownloadPage(page);
      await download.goto(from);
      await expect(page).toHaveURL(new RegExp(`/en/download/app\\?${query}$`));
      await expect(download.selectedTab).toHaveText(tab);
      await expect(download.panel).toBeVisible();
      expect(download.consoleErrors).toEqual([]);
    });
  }

  test('each platform page opens on its own tab', async ({ page }) => {
    const download = new DownloadPage(page);
    for (const [path, tab, title] of [
      ['/en/download/android', 'Android', 'TP Wallet for Android'],
      ['/en/download/ios', 'iOS', 'TP Wallet for iPhone and iPad'],
      ['/en/download/pc', 'Desktop', 'TP Wallet for your computer'],
    ] as const) {
      await download.goto(path);
      await expect(download.selectedTab).toHaveText(tab);
      await expect(download.main.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});

test.describe('download page', () => {
  test("offers the api's newest stable releases and lists every version with its channel and certificate", async ({ page, request }) => {
    const download = new DownloadPage(page);
    const android = await apiReleases(request, '?platform=android');
    const [newestApk] = await apiReleases(request, '?platform=android&channel=stable&latest=true').then((list) => list.filter((release) => !release.store));
    const beta = android.find((release) => release.channel === 'beta')!;
    await download.goto('/en/download/app?android=1');
    await expect(download.panel.getByRole('heading', { name: 'Android APK' }).locator('xpath=ancestor::li')).toContainText(`Version ${newestApk.version}`);
    await expect(download.panel).not.toContainText(`Version ${beta.version}`);

    const table = download.main.getByRole('table', { name: 'Official Android releases' });
    for (const release of android) await expect(table).toContainText(release.version);
    const betaRow = table.getByRole('row').filter({ hasText: beta.version });
    await expect(betaRow.getByRole('cell').nth(2)).toHaveText('Beta');
    await expect(betaRow.getByText(`${beta.sha256!.slice(0, 8)}…${beta.sha256!.slice(-8)}`)).toBeVisible();
    await expect(betaRow.getByTitle(beta.signing_cert_sha256!.toUpperCase().match(/../g)!.join(':'))).toBeVisible();
    await expect(download.qrCode).toBeVisible();
    expect(download.consoleErrors).toEqual([]);
  });

  test('switches platforms from the keyboard and keeps the choice in the address', async ({ page, request }) => {
    const download = new DownloadPage(page);
    const [appStore] = await apiReleases(request, '?platform=ios&channel=stable&latest=true');
    await download.goto('/en/download/app?android=1');
    await download.selectedTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(download.selectedTab).toHaveText('iOS');
    await expect(page).toHaveURL(/\/en\/download\/app\?ios=1$/);
    await expect(download.panel.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute('href', appStore.url);
    await download.reload();
    await expect(download.selectedTab).toHaveText('iOS');
  });

  test('the QR code follows the chosen download', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.goto('/en/download/android');
    await expect(download.qrCode).toHaveAccessibleName('QR code that opens the Android APK download');
    const apkCode = await download.qrCode.locator('path').getAttribute('d');
    await download.panel.getByRole('radio', { name: 'Google Play' }).check();
    await expect(download.qrCode).toHaveAccessibleName('QR code that opens the Google Play download');
    expect(await download.qrCode.locator('path').getAttribute('d')).not.toBe(apkCode);
  });

  test('keeps the QR code the server drew: the page came with its codes, nothing is encoded or drawn again @mobile', async ({ page, request }) => {
    // Just after start the live releases' server builds load in the background; pages meanwhile carry first screens.
    await expect.poll(async () => ((await (await request.get('/health')).json()) as { serverBuildsWarming: number }).serverBuildsWarming, { timeout: 60_000 }).toBe(0);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverQrCode: Element | null }).serverQrCode = document.querySelector('[data-testid="qr-code"]');
      });
    });
    const download = new DownloadPage(page);
    await download.goto('/en/download/app?android=1');
    await expect(page.locator(`.${LATE_HYDRATION_CLASS}:not([${HYDRATED_ATTRIBUTE}])`)).toHaveCount(0);
    await expect(download.qrCode).toHaveAccessibleName('QR code that opens the Android APK download');
    expect(await download.qrCode.evaluate((drawn) => drawn === (window as unknown as { serverQrCode: Element | null }).serverQrCode)).toBe(true);
    expect(download.consoleErrors).toEqual([]);
  });

  for (const tab of ['android', 'ios', 'extension', 'pc']) {
    test(`the ${tab} tab keeps the room its loading placeholders reserved, so nothing moves when the releases arrive @mobile`, async ({ page }) => {
      const download = new DownloadPage(page);
      await download.recordLayoutShifts();
      const release = await download.holdReleases();
      await download.goto(`/en/download/app?${tab}=1`);
      await expect(download.optionCards.first()).toBeVisible();
      const placeholders = await download.optionCards.count();
      const before = await download.panel.boundingBox();
      // The page's own load may shift by a hair (sub-pixel rounding as sections mount); the releases arriving never.
      const shiftedWhileLoading = await download.layoutShift();
      expect(shiftedWhileLoading).toBeLessThan(0.001);
      release();
      await expect(download.panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await download.optionCards.count()).toBe(placeholders);
      expect((await download.panel.boundingBox())!.height).toBe(before!.height);
      expect(await download.layoutShift()).toBe(shiftedWhileLoading);
    });
  }
});

test.describe('authenticity check', () => {
  test('a package published by an operator matches its release, a look-alike does not', async ({ page, request }) => {
    const published = await publishFixtureRelease(request);
    const download = new DownloadPage(page);
    const uploads: string[] = [];
    page.on('request', (sent) => sent.method() !== 'GET' && uploads.push(sent.url()));
    await download.goto('/en/download/app');
    await expect(download.main.getByRole('heading', { name: 'Official sources' })).toBeVisible();

    const genuine = await download.checkFile(fixtureFile('tp-wallet-2.7.1.apk'));
    await expect(genuine).toHaveAttribute('data-verdict', 'match');
    await expect(genuine).toContainText('Genuine: this is an official release');
    await expect(genuine).toContainText(`Android APK ${published.version} (Stable), released`);
    await expect(download.main.getByText(published.sha256!, { exact: true })).toBeVisible();

    const lookalike = await download.checkFile(fixtureFile('lookalike.apk'));
    await expect(lookalike).toHaveAttribute('data-verdict', 'no-match');
    await expect(lookalike).toContainText('Not an official release');
    await expect(download.main.getByText('e52780b7ecf83eeed58e7b4645f7cce3e14aae2093b36d3f4d52878c628cfe85')).toBeVisible();

    expect(uploads).toEqual([]);
    expect(download.consoleErrors).toEqual([]);
  });

  test('a large file is hashed in slices in the page', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.goto('/en/download/pc');
    const verdict = await download.checkFile({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.alloc(9 * 1024 * 1024, 7) });
    await expect(verdict).toHaveAttribute('data-verdict', 'no-match');
  });

  test("the version lookup names the api's known fakes and flags numbers never released", async ({ page, request }) => {
    const download = new DownloadPage(page);
    const fake = (await apiFakeVersions(request)).find((known) => known.platform === 'android')!;
    const [official] = await apiReleases(request, '?platform=ios&latest=true');
    await download.goto('/en/download/app');
    await download.lookUpVersion(fake.version, 'android');
    await expect(download.main.locator('[data-verdict="known-fake"]')).toContainText(`Known fake: ${fake.version} is not ours`);
    await download.lookUpVersion('9.9.9', 'android');
    await expect(download.main.getByText('Fake version: 9.9.9 does not exist')).toBeVisible();
    await download.lookUpVersion(official.version);
    await expect(download.main.getByText(`${official.version} is an official version`)).toBeVisible();
    await download.lookUpVersion('latest');
    await expect(download.main.getByRole('alert')).toHaveText('Version number: enter digits separated by dots, for example 2.9.3');
  });

  test('lists the official domains, the store ids and the signing certificates the api gives', async ({ page, request }) => {
    const download = new DownloadPage(page);
    const releases = await apiReleases(request, '?latest=true&channel=stable');
    await download.goto('/en/download/app');
    const storeIds = [...new Set(releases.map((release) => release.store_id).filter((id): id is string => id !== null))];
    expect(storeIds).toHaveLength(5);
    for (const text of [...loadSiteSettings().settings.officialDomains, new URL(releases.find((release) => !release.store)!.url).hostname, ...storeIds]) {
      await expect(download.main.getByText(text, { exact: true })).toBeVisible();
    }
    const apk = releases.find((release) => release.platform === 'android' && !release.store)!;
    await expect(download.main.getByText(apk.signing_cert_sha256!.toUpperCase().match(/../g)!.join(':'), { exact: true })).toBeVisible();
  });
});
