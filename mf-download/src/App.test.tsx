import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@tp/shared';
import { qrPath, renderedQrCodes } from '@tp/shared/download/qr-code';
import { encodeQr } from '@tp/shared/download/qr-encode';
import { loadDownloadPageData } from '@tp/shared/download/render-data';
import { createFakeShellProps, type FakeRoute } from '@tp/shared/testing';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import { renderSection } from '@tp/shared/testing/render-section';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from './App';
import en from './locales/en.json';
import { installBrowserApis, setUserAgent } from './testing/browser-apis';
import { FAKE_VERSIONS, GENUINE_APK_SHA256, RELEASES, releasesRoute, SIGNING_CERTS } from './testing/releases';

installBrowserApis();

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const fixtureFile = (name: string) => new File([readFileSync(path.join(__dirname, 'testing/fixtures', name))], name);

function renderDownload(pathWithQuery: string, routes: Record<string, FakeRoute> = releasesRoute()) {
  return renderSection(<App />, { namespace: 'download', strings: en, path: pathWithQuery, routes });
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('download pages', () => {
  it.each([
    ['/download/app?ios=1', 'iOS'],
    ['/download/app?android=1', 'Android'],
    ['/download/pc', 'Desktop'],
    ['/download/android?extension=1', 'Browser extension'],
  ])('%s selects the %s tab', async (pathWithQuery, tab) => {
    renderDownload(pathWithQuery);
    expect(selectedTab()).toHaveTextContent(tab);
    expect(await screen.findByRole('tabpanel')).toHaveAccessibleName(tab);
  });

  it("selects the visitor's own platform by default", async () => {
    const restore = setUserAgent(ANDROID_UA);
    try {
      renderDownload('/download/app');
      expect(selectedTab()).toHaveTextContent('Android');
      const apk = (await screen.findByRole('heading', { name: 'Android APK' })).closest('li')!;
      expect(within(apk).getByText('For this device')).toBeInTheDocument();
      expect(screen.getAllByText('For this device')).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('offers every package of a platform with its version and store', async () => {
    renderDownload('/download/pc');
    const panel = screen.getByRole('tabpanel');
    for (const name of ['Windows 64-bit', 'Windows 32-bit', 'macOS', 'Linux']) {
      expect(await within(panel).findByRole('heading', { name })).toBeInTheDocument();
    }
    const download = within(panel).getByRole('link', { name: /Download Windows 32-bit/ });
    expect(download).toHaveAttribute('href', 'https://download.tp-wallet.example/desktop/tp-wallet-setup-1.6.0-x86.exe');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download).toHaveAttribute('target', '_blank');
  });

  it('switches tabs with the keyboard and keeps the choice in the query', async () => {
    const user = userEvent.setup();
    renderDownload('/download/app?ios=1');
    await screen.findByRole('heading', { name: 'App Store' });
    selectedTab().focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Browser extension');
    expect(selectedTab()).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Firefox' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Android');
  });

  it('draws a QR code of the chosen download link', async () => {
    const user = userEvent.setup();
    renderDownload('/download/android');
    const apk = RELEASES.find((release) => release.url.endsWith('2.9.3.apk'))!.url;
    const play = RELEASES.find((release) => release.url.includes('play.google.com'))!.url;
    const drawn = () => screen.getByTestId('qr-code').querySelector('path')!.getAttribute('d');

    expect(await screen.findByRole('img', { name: 'QR code that opens the Android APK download' })).toBeInTheDocument();
    expect(drawn()).toBe(qrPath(encodeQr(apk)));

    await user.click(screen.getByRole('radio', { name: 'Google Play' }));
    expect(await screen.findByRole('img', { name: 'QR code that opens the Google Play download' })).toBeInTheDocument();
    expect(drawn()).toBe(qrPath(encodeQr(play)));
    expect(drawn()).not.toBe(qrPath(encodeQr(apk)));
  });

  it('draws the QR codes the page came with in its first render, without the encoder', async () => {
    const user = userEvent.setup();
    const props = createFakeShellProps({ routes: releasesRoute() });
    const pageData = await loadDownloadPageData(props.api, ANDROID_UA, 'en');
    renderSection(<App />, { namespace: 'download', strings: en, path: '/download/android', props: { ...props, pageData } });
    const codes = renderedQrCodes(pageData);
    const drawn = () => screen.getByTestId('qr-code').querySelector('path')!.getAttribute('d');

    expect(screen.getByRole('img', { name: 'QR code that opens the Android APK download' })).toBeInTheDocument();
    expect(drawn()).toBe(qrPath(codes[RELEASES.find((release) => release.url.endsWith('2.9.3.apk'))!.url]));
    await user.click(screen.getByRole('radio', { name: 'Google Play' }));
    expect(screen.getByRole('img', { name: 'QR code that opens the Google Play download' })).toBeInTheDocument();
    expect(drawn()).toBe(qrPath(codes[RELEASES.find((release) => release.url.includes('play.google.com'))!.url]));
  });

  it('lists every version of the platform, newest first, with its channel, checksum and signing certificate', async () => {
    renderDownload('/download/android');
    const table = await screen.findByRole('table', { name: 'Official Android releases' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Version', 'Package', 'Channel', 'Released', 'Size', 'SHA-256', 'Signing certificate',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (column: number) => rows.map((row) => within(row).getAllByRole('cell')[column].textContent);
    expect(cells(0)).toEqual(['2.9.4', '2.9.3', '2.9.3', '2.9.2']);
    expect(cells(1)).toEqual(['Android APK (opens in a new tab)', 'Google Play (opens in a new tab)', 'Android APK (opens in a new tab)', 'Android APK (opens in a new tab)']);
    expect(cells(2)).toEqual(['Beta', 'Stable', 'Stable', 'Stable']);
    expect(within(rows[2]).getByText('f18b37d0…62a3b3bb')).toHaveAttribute('title', GENUINE_APK_SHA256);
    expect(within(rows[1]).getAllByText('Handled by the store')).toHaveLength(3);
    for (const row of [rows[0], rows[2], rows[3]]) {
      expect(within(row).getByText('5145725a…5fbcd79c').getAttribute('title')).toMatch(/^51:45:72:5A:.*:D7:9C$/);
    }
  });

  it("shows each desktop package's own certificate, and none for an unsigned one", async () => {
    renderDownload('/download/pc');
    const table = await screen.findByRole('table', { name: 'Official Desktop releases' });
    const rowOf = (name: string) => within(table).getByRole('link', { name: new RegExp(`^${name}`) }).closest('tr')!;
    expect(within(rowOf('Windows 32-bit')).getByText('db8cf6ed…c19451fd')).toBeInTheDocument();
    expect(within(rowOf('macOS')).getByText('fb7eaca4…d4d2d588')).toBeInTheDocument();
    const linux = within(rowOf('Linux')).getAllByRole('cell');
    expect(linux.map((cell) => cell.textContent).at(-1)).toBe('Not published');
  });

  it('reserves the room of the options the tab will offer while the releases load', async () => {
    const pending: Record<string, FakeRoute> = { ...releasesRoute(), '/api/releases': () => new Promise(() => {}) };
    renderDownload('/download/android', pending);
    const placeholders = () => screen.getByRole('tabpanel').querySelectorAll('ul[aria-hidden="true"] > li');
    expect(placeholders()).toHaveLength(2);
    expect([...placeholders()].map((item) => item.firstElementChild!.firstElementChild!.textContent)).toEqual(['Android APK', 'Google Play']);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Desktop/ }));
    expect(placeholders()).toHaveLength(4);
    expect(placeholders()[1]).toHaveTextContent('Windows 32-bitFor older PCs that run a 32-bit edition of Windows.');
  });

  it('shows an error with a retry when the releases cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { props } = renderDownload('/download/app?pc=1', {
      ...releasesRoute(),
      '/api/releases': () => {
        calls++;
        if (calls === 1) throw new HttpError('down', 503, {});
        return { result: 0, data: RELEASES };
      },
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent("We couldn't load the list of official releases.");
    await user.click(within(alerts[0]).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'macOS' })).toBeInTheDocument();
    expect(props.http.requests.filter((request) => request.path === '/api/releases')).toHaveLength(2);
    jest.mocked(console.error).mockRestore();
  });
});

describe('authenticity check', () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('recognises an official package from its SHA-256, computed in the page', async () => {
    const user = userEvent.setup();
    renderDownload('/download/app');
    await screen.findAllByRole('heading', { name: 'Official sources' });
    await user.upload(fileInput(), fixtureFile('tp-wallet-2.9.3.apk'));
    expect(await screen.findByText('Genuine: this is an official release')).toBeInTheDocument();
    expect(screen.getByText(/^Android APK 2\.9\.3 \(Stable\), released/)).toBeInTheDocument();
    expect(screen.getByText(GENUINE_APK_SHA256)).toBeInTheDocument();
  });

  it('reports a file that matches no release', async () => {
    const user = userEvent.setup();
    const { props } = renderDownload('/download/app');
    await screen.findAllByRole('heading', { name: 'Official sources' });
    await user.upload(fileInput(), fixtureFile('counterfeit.apk'));
    expect(await screen.findByText('Not an official release')).toBeInTheDocument();
    expect(screen.getByText('08d3a83a77161357e451c743f0c990f70b3b047b36004dd7744294aa53eb0d6f')).toBeInTheDocument();
    // Nothing was uploaded: the only calls the page made are the releases and the fake versions.
    expect(props.http.requests.map((request) => request.path).sort()).toEqual(['/api/releases', '/api/releases/fake-versions']);
  });

  it('says so when no checksum is published, rather than calling a file fake', async () => {
    const user = userEvent.setup();
    renderDownload('/download/app', releasesRoute(RELEASES.map((release) => ({ ...release, sha256: null }))));
    await screen.findAllByRole('heading', { name: 'Official sources' });
    await user.upload(fileInput(), fixtureFile('tp-wallet-2.9.3.apk'));
    expect(await screen.findByText(/No checksums are published yet/)).toBeInTheDocument();
    expect(screen.queryByText('Not an official release')).not.toBeInTheDocument();
  });

  it('flags a version number that was never released, and names the field of bad input', async () => {
    const user = userEvent.setup();
    renderDownload('/download/app');
    const field = await screen.findByLabelText('Version number');
    const check = screen.getByRole('button', { name: 'Check version' });
    await act(async () => {
      await user.click(check);
    });
    expect(screen.getByText('Version number is required')).toBeInTheDocument();
    await user.type(field, '2.9.3 Pro');
    await user.click(check);
    expect(screen.getByText('Version number: enter digits separated by dots, for example 2.9.3')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '3.1.0');
    await user.selectOptions(screen.getByLabelText('Platform'), 'android');
    await user.click(check);
    expect(screen.getByText('Fake version: 3.1.0 does not exist')).toBeInTheDocument();
    expect(screen.getByText(/The newest official version is 2\.9\.4/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'v2.9.3');
    await user.click(check);
    expect(screen.getByText('v2.9.3 is an official version')).toBeInTheDocument();
    expect(screen.getByText(/^Google Play \(Stable\), released/)).toBeInTheDocument();
  });

  it("names the api's known fake versions, and only those", async () => {
    const user = userEvent.setup();
    renderDownload('/download/app', releasesRoute(RELEASES, [{ version: '2.9.2.1', platform: 'android', reported_at: '2025-05-30T00:00:00Z' }, FAKE_VERSIONS[1]]));
    const field = await screen.findByLabelText('Version number');
    const check = screen.getByRole('button', { name: 'Check version' });
    await user.type(field, '2.9.2.1');
    await user.click(check);
    const verdict = await screen.findByText('Known fake: 2.9.2.1 is not ours');
    expect(verdict.parentElement).toHaveTextContent(/Since .*2025.*, 2\.9\.2\.1 has been passed off as TP Wallet for Android\./);

    // 2.9.9 is in the fixtures' list, not in this api's: the page knows no fakes of its own.
    await user.clear(field);
    await user.type(field, '2.9.9');
    await user.selectOptions(screen.getByLabelText('Platform'), 'android');
    await user.click(check);
    expect(screen.getByText('Fake version: 2.9.9 does not exist')).toBeInTheDocument();
    expect(screen.queryByText(/Known fake/)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '3.0.0');
    await user.click(check);
    expect(screen.getByText('Known fake: 3.0.0 is not ours').parentElement).toHaveTextContent(/has been passed off as TP Wallet\. Do not install it/);
  });

  it('lists the official domains, store ids and signing certificates', async () => {
    renderDownload('/download/app');
    await screen.findAllByRole('heading', { name: 'Official sources' });
    expect(screen.getByText('wallet.test')).toBeInTheDocument();
    for (const id of ['example.tpwallet.app', 'id1600000001', 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp', 'ponmlkjihgfedcbaponmlkjihgfedcba', 'tp-wallet']) {
      expect(screen.getByText(id)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /^Edge Add-ons/ })).toHaveAttribute('href', RELEASES.find((release) => release.store === 'edge-add-ons')!.url);
    const certificates = screen.getByRole('heading', { name: 'Signing certificates (SHA-256)' }).nextElementSibling!;
    expect(within(certificates as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Android APK${SIGNING_CERTS.android.toUpperCase().match(/../g)!.join(':')}`,
      `Windows 64-bit, Windows 32-bit${SIGNING_CERTS.windows.toUpperCase().match(/../g)!.join(':')}`,
      `macOS${SIGNING_CERTS.macos.toUpperCase().match(/../g)!.join(':')}`,
    ]);
  });
});

it('has every string in all 12 locales', () => {
  expectLocaleFolderComplete(path.join(__dirname, 'locales'));
});
