import { expect, test } from '@playwright/test';
import { DownloadPage, fixtureFile } from '../pages/download-page';

test.describe('download redirects', () => {
  for (const [from, query, tab] of [
    ['/download/ios', 'ios=1', 'iOS'],
    ['/download/android', 'android=1', 'Android'],
  ] as const) {
    test(`${from} opens the app page on the ${tab} tab @mobile`, async ({ page }) => {
      const download = new DownloadPage(page);
      await download.useFixtureReleases();
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
  test("shows the api's current releases", async ({ page, request }) => {
    const download = new DownloadPage(page);
    const { data } = (await (await request.get('/api/releases?platform=android')).json()) as { data: { version: string }[] };
    const newest = data.map((release) => release.version).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).at(-1)!;
    await download.goto('/en/download/app?android=1');
    await expect(download.panel.getByText(`Version ${newest}`).first()).toBeVisible();
    await expect(download.main.getByRole('table', { name: 'Official Android releases' })).toContainText(newest);
    await expect(download.qrCode).toBeVisible();
    expect(download.consoleErrors).toEqual([]);
  });

  test('switches platforms from the keyboard and keeps the choice in the address @mobile', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    await download.goto('/en/download/app?android=1');
    await download.selectedTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(download.selectedTab).toHaveText('iOS');
    await expect(page).toHaveURL(/\/en\/download\/app\?ios=1$/);
    await expect(download.panel.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/tp-wallet/id1600000001',
    );
    await download.reload();
    await expect(download.selectedTab).toHaveText('iOS');
  });

  test('the QR code follows the chosen download', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    await download.goto('/en/download/android');
    await expect(download.qrCode).toHaveAccessibleName('QR code that opens the Android APK download');
    const apkCode = await download.qrCode.locator('path').getAttribute('d');
    await download.panel.getByRole('radio', { name: 'Google Play' }).check();
    await expect(download.qrCode).toHaveAccessibleName('QR code that opens the Google Play download');
    expect(await download.qrCode.locator('path').getAttribute('d')).not.toBe(apkCode);
  });
});

test.describe('authenticity check', () => {
  test('a genuine package matches its release, a look-alike does not @mobile', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    const uploads: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && uploads.push(request.url()));
    await download.goto('/en/download/app');
    await expect(download.main.getByRole('heading', { name: 'Official sources' })).toBeVisible();

    const genuine = await download.checkFile(fixtureFile('tp-wallet-2.9.4.apk'));
    await expect(genuine).toHaveAttribute('data-verdict', 'match');
    await expect(genuine).toContainText('Genuine: this is an official release');
    await expect(genuine).toContainText('Android APK 2.9.4');

    const lookalike = await download.checkFile(fixtureFile('lookalike.apk'));
    await expect(lookalike).toHaveAttribute('data-verdict', 'no-match');
    await expect(lookalike).toContainText('Not an official release');
    await expect(download.main.getByText('e52780b7ecf83eeed58e7b4645f7cce3e14aae2093b36d3f4d52878c628cfe85')).toBeVisible();

    expect(uploads).toEqual([]);
    expect(download.consoleErrors).toEqual([]);
  });

  test('a large file is hashed in slices in the page', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    await download.goto('/en/download/pc');
    const verdict = await download.checkFile({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.alloc(9 * 1024 * 1024, 7) });
    await expect(verdict).toHaveAttribute('data-verdict', 'no-match');
  });

  test('the version lookup flags numbers that were never released', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    await download.goto('/en/download/app');
    await download.lookUpVersion('9.9.9', 'android');
    await expect(download.main.getByText('Fake version: 9.9.9 does not exist')).toBeVisible();
    await download.lookUpVersion('2.9.4');
    await expect(download.main.getByText('2.9.4 is an official version')).toBeVisible();
    await download.lookUpVersion('latest');
    await expect(download.main.getByRole('alert')).toHaveText('Version number: enter digits separated by dots, for example 2.9.3');
  });

  test('lists the official domains and store ids', async ({ page }) => {
    const download = new DownloadPage(page);
    await download.useFixtureReleases();
    await download.goto('/en/download/app');
    for (const text of ['tp-wallet.example', 'download.tp-wallet.example', 'example.tpwallet.app', 'id1600000001', 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp']) {
      await expect(download.main.getByText(text, { exact: true })).toBeVisible();
    }
  });
});
