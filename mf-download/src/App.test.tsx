import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@tp/shared';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import { renderSection } from '@tp/shared/testing/render-section';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from './App';
import { qrPath } from './components/QrCode';
import en from './locales/en.json';
import { installBrowserApis, setUserAgent } from './testing/browser-apis';
import { RELEASES, releasesRoute } from './testing/releases';

installBrowserApis();

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const fixtureFile = (name: string) => new File([readFileSync(path.join(__dirname, 'testing/fixtures', name))], name);

function renderDownload(pathWithQuery: string, routes = releasesRoute()) {
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
    expect(drawn()).toBe(qrPath(apk).d);

    await user.click(screen.getByRole('radio', { name: 'Google Play' }));
    expect(await screen.findByRole('img', { name: 'QR code that opens the Google Play download' })).toBeInTheDocument();
    expect(drawn()).toBe(qrPath(play).d);
    expect(drawn()).not.toBe(qrPath(apk).d);
  });

  it('lists all versions of the platform with their checksums', async () => {
    renderDownload('/download/android');
    const table = await screen.findByRole('table', { name: 'Official Android releases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2.9.3', '2.9.3', '2.9.2']);
    expect(within(rows[1]).getByText('f18b37d0…62a3b3bb')).toHaveAttribute('title', RELEASES[0].sha256);
    expect(within(rows[0]).getAllByText('Handled by the store')).toHaveLength(3);
    const certificate = within(rows[1]).getByText('5145725a…5fbcd79c');
    expect(certificate.getAttribute('title')).toMatch(/^51:45:72:5A:.*:D7:9C$/);
  });

  it('shows an error with a retry when the releases cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { props } = renderDownload('/download/app?pc=1', {
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
    expect(screen.getByText(/Android APK 2\.9\.3, released/)).toBeInTheDocument();
    expect(screen.getByText(RELEASES[0].sha256!)).toBeInTheDocument();
  });

  it('reports a file that matches no release', async () => {
    const user = userEvent.setup();
    const { props } = renderDownload('/download/app');
    await screen.findAllByRole('heading', { name: 'Official sources' });
    await user.upload(fileInput(), fixtureFile('counterfeit.apk'));
    expect(await screen.findByText('Not an official release')).toBeInTheDocument();
    expect(screen.getByText('08d3a83a77161357e451c743f0c990f70b3b047b36004dd7744294aa53eb0d6f')).toBeInTheDocument();
    // Nothing was uploaded: the only call the page made is the releases list.
    expect(props.http.requests.map((request) => request.path)).toEqual(['/api/releases']);
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
    expect(screen.getByText(/The newest official version is 2\.9\.3/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'v2.9.3');
    await user.click(check);
    expect(screen.getByText('v2.9.3 is an official version')).toBeInTheDocument();
  });

  it('lists the official domains and store ids', async () => {
    renderDownload('/download/app');
    await screen.findAllByRole('heading', { name: 'Official sources' });
    expect(screen.getByText('tp-wallet.example')).toBeInTheDocument();
    expect(screen.getByText('example.tpwallet.app')).toBeInTheDocument();
    expect(screen.getByText('id1600000001')).toBeInTheDocument();
  });
});

it('has every string in all 12 locales', () => {
  expectLocaleFolderComplete(path.join(__dirname, 'locales'));
});
