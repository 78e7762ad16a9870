import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data, EDITOR, fakeAdminApi, renderConsole, SESSION, type Answer, type Call } from '../testing/fake-admin-api';

const APK = {
  id: 4, platform: 'android', version: '2.9.4', channel: 'stable', released_at: '2025-01-06T09:00:00Z', url: 'https://example.com/wallet-2.9.4.apk', store: null, store_id: null,
  size: 52_000_000, sha256: 'ab'.repeat(32), signing_cert_sha256: null, arch: 'universal', min_os: 'Android 7.0', notes: 'Faster sync',
};
const PLAY = { ...APK, id: 5, store: 'google-play', store_id: 'example.wallet', url: 'https://play.google.com/store/apps/details?id=example.wallet', size: null, sha256: null, notes: '' };
const FAKE = { id: 2, version: '2.9.9', platform: 'android', reported_at: '2025-01-05T00:00:00Z' };
const refused = (status: number, field: string, key: string, message: string): Answer => ({ status, body: { result: status, message, errors: [{ field, key, message }] } });

/** An editor's console on the releases of Android, the list answered from `releases`. */
function editorConsole(routes: Record<string, (call: Call) => Answer>, releases: () => object[] = () => [APK, PLAY], session: object = EDITOR) {
  return fakeAdminApi({
    'GET /api/admin/session': () => data(session),
    'GET /api/admin/releases': () => data(releases()),
    'GET /api/admin/fake-versions': () => data([FAKE]),
    ...routes,
  });
}

beforeEach(() => window.localStorage.setItem('tp-console-lang', 'en'));

describe('the releases page', () => {
  it('publishes a package, naming and focusing the field the api refused, and lists it', async () => {
    let listed = [APK];
    let tries = 0;
    const { api, calls } = editorConsole({
      'POST /api/admin/releases': (call) => {
        if (++tries === 1) return refused(400, 'sha256', 'invalidSha256', 'Enter a SHA-256 as 64 hexadecimal characters');
        listed = [{ ...APK, ...(call.body as object), id: 9, released_at: '2025-02-01T00:00:00Z' }, APK];
        return data(listed[0]);
      },
    }, () => listed);
    renderConsole(api, '/console/releases?platform=android');
    expect(await screen.findByRole('list', { name: 'Releases of Android, newest first' })).toHaveTextContent('2.9.4 · Stable · Download from the site');
    fireEvent.click(screen.getByText('Publish a release'));
    const form = screen.getByRole('form', { name: 'Publish a release' });
    fireEvent.change(within(form).getByLabelText('Version'), { target: { value: '2.9.6' } });
    fireEvent.change(within(form).getByLabelText('Download or store link'), { target: { value: 'https://example.com/wallet-2.9.6.apk' } });
    fireEvent.change(within(form).getByLabelText('Size in bytes'), { target: { value: '53000000' } });
    fireEvent.change(within(form).getByLabelText('SHA-256 of the package'), { target: { value: 'not hex' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Not saved: SHA-256 of the package: Enter a SHA-256 as 64 hexadecimal characters');
    const sha = within(form).getByLabelText('SHA-256 of the package');
    expect(sha).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(sha).toHaveFocus());
    expect(sha).toHaveAccessibleDescription('Enter a SHA-256 as 64 hexadecimal characters');

    fireEvent.change(sha, { target: { value: 'CD'.repeat(32) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Published 2.9.6: the download page shows it now.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      headers: { 'x-csrf-token': 'csrf-1' },
      body: { platform: 'android', version: '2.9.6', channel: 'stable', store: null, store_id: null, size: 53_000_000, sha256: 'CD'.repeat(32), arch: 'universal', min_os: null, notes: '' },
    });
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).not.toHaveProperty('released_at');
    expect(await screen.findByRole('button', { name: 'Correct Android 2.9.6 (Download from the site)' })).toBeInTheDocument();
  });

  it('corrects a release keeping its date, and removes another after a confirmation that takes the focus', async () => {
    let listed: object[] = [APK, PLAY];
    const { api, calls } = editorConsole({
      'PUT /api/admin/releases/4': (call) => data({ ...APK, ...(call.body as object) }),
      'DELETE /api/admin/releases/5': () => {
        listed = [APK];
        return data(null);
      },
    }, () => listed);
    renderConsole(api, '/console/releases?platform=android');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct Android 2.9.4 (Download from the site)' }));
    const form = screen.getByRole('form', { name: 'Correct release 2.9.4' });
    expect(within(form).getByLabelText('Size in bytes')).toHaveValue(52_000_000);
    fireEvent.change(within(form).getByLabelText('What changed (optional)'), { target: { value: 'Fixes the QR scanner' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Correct release 2.9.4' })).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      platform: 'android', version: '2.9.4', channel: 'stable', url: APK.url, store: null, store_id: null, size: 52_000_000, sha256: APK.sha256, signing_cert_sha256: null,
      arch: 'universal', min_os: 'Android 7.0', notes: 'Fixes the QR scanner',
    });

    // The Google Play listing: its form asks for the listing id, not a checksum.
    fireEvent.click(screen.getByRole('button', { name: 'Correct Android 2.9.4 (Google Play)' }));
    const listing = screen.getByRole('form', { name: 'Correct release 2.9.4' });
    expect(within(listing).getByLabelText('Store listing id')).toHaveValue('example.wallet');
    expect(within(listing).queryByLabelText('SHA-256 of the package')).toBeNull();
    fireEvent.click(within(listing).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Android 2.9.4 (Google Play)' }));
    const confirm = screen.getByRole('button', { name: 'Yes, remove Android 2.9.4 (Google Play)' });
    await waitFor(() => expect(confirm).toHaveFocus());
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove Android 2.9.4 (Google Play)' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Android 2.9.4 (Google Play)' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Android 2.9.4 (Google Play)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove Android 2.9.4 (Google Play)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Android 2.9.4 (Google Play)' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Android 2.9.4 (Download from the site)' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/api/admin/releases/5', headers: { 'x-csrf-token': 'csrf-1' }, body: undefined });
  });

  it('says in Chinese which field was refused, and shows a platform without releases as empty', async () => {
    window.localStorage.setItem('tp-console-lang', 'zh');
    const { api } = editorConsole({
      'POST /api/admin/releases': () => refused(400, 'url', 'invalidUrl', 'Please enter the correct URL'),
    }, () => []);
    renderConsole(api, '/console/releases?platform=windows');
    expect(await screen.findByText('该平台还没有版本。')).toBeInTheDocument();
    fireEvent.click(screen.getByText('发布新版本'));
    const form = screen.getByRole('form', { name: '发布新版本' });
    expect(within(form).getByLabelText('平台')).toHaveValue('windows');
    fireEvent.click(within(form).getByRole('button', { name: '发布' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('未保存：下载或商店链接：请输入正确的网址');
  });

  it('reports, corrects and removes fake versions, naming an official number as refused', async () => {
    let fakes = [FAKE];
    const { api, calls } = editorConsole({
      'GET /api/admin/fake-versions': () => data(fakes),
      'POST /api/admin/fake-versions': () => refused(409, 'version', 'versionIsOfficial', 'This version is an official release'),
      'PUT /api/admin/fake-versions/2': (call) => {
        fakes = [{ ...FAKE, ...(call.body as object) }];
        return data(fakes[0]);
      },
      'DELETE /api/admin/fake-versions/2': () => {
        fakes = [];
        return data(null);
      },
    });
    renderConsole(api, '/console/releases');
    const report = await screen.findByRole('form', { name: 'Report a fake version' });
    fireEvent.change(within(report).getByLabelText('Fake version number'), { target: { value: '2.9.4' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Report' }));
    expect(await within(report).findByRole('alert')).toHaveTextContent('Not saved: Fake version number: This version is an official release');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ version: '2.9.4', platform: null });

    fireEvent.click(screen.getByRole('button', { name: 'Correct fake version 2.9.9 (Android)' }));
    const edit = screen.getByRole('form', { name: 'Correct fake version 2.9.9' });
    fireEvent.change(within(edit).getByLabelText('Passed off for'), { target: { value: '' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Remove 2.9.9 (Any platform)' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ version: '2.9.9', platform: null });

    fireEvent.click(screen.getByRole('button', { name: 'Remove 2.9.9 (Any platform)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove 2.9.9 (Any platform)' }));
    expect(await screen.findByText('No fake version is known.')).toBeInTheDocument();
  });

  it('shows a reviewer no button to change releases', async () => {
    const forbidden = (): Answer => ({ status: 403, body: { result: 403, message: 'Forbidden' } });
    const { api } = fakeAdminApi({ 'GET /api/admin/session': () => data(SESSION), 'GET /api/admin/releases': forbidden, 'GET /api/admin/fake-versions': forbidden });
    renderConsole(api, '/console/releases');
    await waitFor(() => expect(screen.getAllByText('Your role may not edit content.', { exact: false })).toHaveLength(2));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish|Report|Remove|Correct/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Downloads' })).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let up = false;
    const { api } = editorConsole({}, () => []);
    const fetchReleases = api.releases.bind(api);
    api.releases = (platform) => (up ? fetchReleases(platform) : Promise.reject(new Error('offline')));
    renderConsole(api, '/console/releases');
    const notice = await screen.findByText('The console cannot reach the server. Check the connection and try again.', { exact: false });
    expect(screen.getByRole('link', { name: 'Downloads' })).toHaveAttribute('aria-current', 'page');
    up = true;
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No release of this platform yet.')).toBeInTheDocument();
  });
});
