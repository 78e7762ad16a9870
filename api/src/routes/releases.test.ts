import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareVersions } from '@tp/shared/api/release-version';
import { RELEASE_SOURCES } from '@tp/shared/api/releases';
import type { FakeVersion, Release } from '@tp/shared/api/types';
import { runAdmin } from '../cli/admin-commands';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
let folder: string;
beforeAll(async () => {
  api = await startTestApi();
  folder = mkdtempSync(path.join(tmpdir(), 'tp-releases-'));
});
afterAll(async () => {
  await api.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = async <T>(url: string) => {
  const response = await api.app.inject({ url });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json().data as T;
};
const releases = (query = '') => get<Release[]>(`/api/releases${query}`);
const admin = (url: string, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload });
const fieldsOf = (response: { json(): { errors: { field: string; key: string }[] } }) => response.json().errors.map(({ field, key }) => [field, key]);

/** The admin CLI, its calls answered by the api in-process. */
async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const fetchInProcess = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const answer = await api.app.inject({
      method: init.method as 'GET' | 'POST', url: url.pathname + url.search, headers: init.headers as Record<string, string>, payload: init.body as string | undefined,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
  }) as typeof fetch;
  const code = await runAdmin(argv, { apiUrl: 'http://api.test', token: TEST_ADMIN_TOKEN, fetch: fetchInProcess, out: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('releases', () => {
  it('answers the whole history of every platform, newest first', async () => {
    const all = await releases();
    expect(new Set(all.map((release) => release.platform))).toEqual(new Set(Object.keys(RELEASE_SOURCES)));
    const dates = all.map((release) => Date.parse(release.released_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const android = await releases('?platform=android');
    expect(android.map((release) => [release.version, release.store ?? 'download', release.channel])).toEqual([
      ['2.9.5', 'download', 'beta'],
      ['2.9.4', 'google-play', 'stable'],
      ['2.9.4', 'download', 'stable'],
      ['2.9.3', 'google-play', 'stable'],
      ['2.9.3', 'download', 'stable'],
      ['2.9.2', 'download', 'stable'],
    ]);
  });

  it('picks the newest release of each package with latest, after the other filters', async () => {
    const newest = await releases('?latest=true');
    expect(newest.map((release) => `${release.platform}/${release.store ?? release.arch}`).sort()).toEqual([
      'android/google-play', 'android/universal', 'extension-chrome/chrome-web-store', 'extension-edge/edge-add-ons', 'extension-firefox/firefox-add-ons',
      'ios/app-store', 'linux/x64', 'macos/universal', 'windows/x64', 'windows/x86',
    ]);
    expect(newest.find((release) => release.platform === 'windows' && release.arch === 'x64')).toMatchObject({ version: '1.9.0', channel: 'beta' });
    const offered = await releases('?latest=true&channel=stable&platform=windows');
    expect(offered.map((release) => `${release.arch} ${release.version}`).sort()).toEqual(['x64 1.8.2', 'x86 1.8.2']);
    expect((await releases('?channel=beta')).map((release) => `${release.platform} ${release.version}`)).toEqual(['android 2.9.5', 'windows 1.9.0']);
    expect(await releases('?latest=false&platform=ios')).toHaveLength(2);
  });

  it('gives each package its size, SHA-256 and signing certificate, and each store listing its id only', async () => {
    for (const release of await releases()) {
      const packageFields = [release.size, release.sha256, release.signing_cert_sha256];
      if (release.store) {
        expect([release.platform, release.store_id, packageFields]).toEqual([release.platform, expect.stringMatching(/\S/), [null, null, null]]);
      } else {
        expect([release.platform, release.store_id, release.size, release.sha256]).toEqual([release.platform, null, expect.any(Number), expect.stringMatching(/^[0-9a-f]{64}$/)]);
        expect([release.platform, release.signing_cert_sha256]).toEqual(
          [release.platform, release.platform === 'linux' ? null : expect.stringMatching(/^[0-9a-f]{64}$/)],
        );
      }
      expect(RELEASE_SOURCES[release.platform]).toContain(release.store);
      expect(release.url).toMatch(/^https:\/\/static\.tp-wallet\.example\//);
    }
  });

  it('refuses a bad filter with 400 naming the parameter', async () => {
    for (const [query, field] of [['platform=symbian', 'platform'], ['platform=extension-brave', 'platform'], ['channel=nightly', 'channel'], ['latest=yes', 'latest']]) {
      const response = await api.app.inject({ url: `/api/releases?${query}` });
      expect([query, response.statusCode, fieldsOf(response)]).toEqual([query, 400, [[field, 'invalidOption']]]);
      expect(response.json()).toMatchObject({ result: 400, message: 'Please choose one of the options' });
    }
  });

  it('documents its filters in the OpenAPI document', async () => {
    const document = (await api.app.inject({ url: '/openapi.json' })).json();
    const parameters = document.paths['/api/releases'].get.parameters as { name: string; in: string; description?: string }[];
    expect(parameters.map((parameter) => [parameter.name, parameter.in])).toEqual([['platform', 'query'], ['channel', 'query'], ['latest', 'query']]);
    expect(parameters.every((parameter) => parameter.description)).toBe(true);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/releases/fake-versions', '/api/admin/releases', '/api/admin/fake-versions']));
  });

  it('serves the known fake version numbers, none of them an official release of its platform', async () => {
    const fakes = await get<FakeVersion[]>('/api/releases/fake-versions');
    expect(fakes.length).toBeGreaterThanOrEqual(3);
    const dates = fakes.map((fake) => Date.parse(fake.reported_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const all = await releases();
    for (const fake of fakes) {
      const official = all.filter((release) => (!fake.platform || release.platform === fake.platform) && compareVersions(release.version, fake.version) === 0);
      expect([fake.version, official]).toEqual([fake.version, []]);
    }
  });
});

describe('publishing releases', () => {
  it('publishes a package from its file with the CLI, newest first in the history', async () => {
    const file = path.join(folder, 'wallet-2.9.6.apk');
    writeFileSync(file, 'TP Wallet 2.9.6 test package');
    const published = await cli(
      'publish-release', '--platform', 'android', '--version', '2.9.6', '--url', 'https://static.tp-wallet.example/releases/android/wallet-2.9.6.apk',
      '--file', file, '--signing-cert', '51:45:72:5A:24:4B:6A:73:4E:FB:B3:BC:8D:EF:B5:D5:0F:CF:CC:D6:A9:B1:BF:F8:DC:A1:E6:0C:5F:BC:D7:9C', '--min-os', 'Android 8.0',
    );
    const sha256 = createHash('sha256').update('TP Wallet 2.9.6 test package').digest('hex');
    expect(published).toEqual({ code: 0, output: `Release android 2.9.6 (stable, universal) published, SHA-256 ${sha256}.` });
    const [newest] = await releases('?platform=android');
    expect(newest).toMatchObject({
      version: '2.9.6', channel: 'stable', store: null, size: 28, sha256, min_os: 'Android 8.0',
      signing_cert_sha256: '5145725a244b6a734efbb3bc8defb5d50fcfccd6a9b1bff8dca1e60c5fbcd79c',
    });

    // Re-running the same release is answered as stored; another file under the same version is refused.
    expect(await cli('publish-release', '--platform', 'android', '--version', '2.9.6', '--url', newest.url, '--file', file, '--signing-cert', newest.signing_cert_sha256!, '--min-os', 'Android 8.0')).toMatchObject({ code: 0 });
    writeFileSync(file, 'A different package');
    const changed = await cli('publish-release', '--platform', 'android', '--version', '2.9.6', '--url', newest.url, '--file', file, '--signing-cert', newest.signing_cert_sha256!, '--min-os', 'Android 8.0');
    expect(changed).toEqual({ code: 1, output: 'Failed: POST /releases: 409 This version of the package is already published with other details' });
    expect((await releases('?platform=android')).filter((release) => release.version === '2.9.6')).toEqual([newest]);
  });

  it('publishes a store listing and a beta beside a package of the same version', async () => {
    const listing = await admin('/releases', {
      platform: 'android', version: '2.9.6', url: 'https://static.tp-wallet.example/stores/google-play', store: 'google-play', store_id: 'example.tpwallet.app',
      released_at: '2030-01-02T03:04:05Z',
    });
    expect([listing.statusCode, listing.json().data]).toEqual([200, expect.objectContaining({ store: 'google-play', size: null, released_at: '2030-01-02T03:04:05Z' })]);
    const beta = await cli('publish-release', '--platform', 'windows', '--arch', 'x86', '--channel', 'beta', '--version', '1.9.0.3', '--url', '/releases/desktop/wallet-1.9.0.3-x86.exe',
      '--sha256', 'AB'.repeat(32), '--size', '1024');
    expect(beta.output).toBe(`Release windows 1.9.0.3 (beta, x86) published, SHA-256 ${'ab'.repeat(32)}.`);
    const [newestAndroid] = await releases('?platform=android&latest=true');
    expect(newestAndroid).toMatchObject({ version: '2.9.6', store: 'google-play' });
    const offered = await releases('?platform=windows&channel=stable&latest=true');
    expect(offered.map((release) => release.version)).toEqual(['1.8.2', '1.8.2']);
  });

  it('refuses a release whose details do not fit its platform, naming each field', async () => {
    const download = { platform: 'windows', version: '1.9.1', url: 'https://static.tp-wallet.example/x.exe', size: 10, sha256: 'a'.repeat(64) };
    const cases: [object, [string, string][]][] = [
      [{ ...download, platform: 'ios' }, [['store', 'requiredItem']]],
      [{ ...download, store: 'app-store', store_id: 'id1' }, [['store', 'storeNotOffered'], ['size', 'storeListingWithPackage'], ['sha256', 'storeListingWithPackage']]],
      [{ ...download, sha256: undefined, size: undefined }, [['size', 'requiredItem'], ['sha256', 'requiredItem']]],
      [{ ...download, store_id: 'id1' }, [['store_id', 'invalidValue']]],
      [{ platform: 'extension-edge', version: '3.2.0', url: 'https://static.tp-wallet.example/stores/edge-add-ons', store: 'edge-add-ons' }, [['store_id', 'requiredItem']]],
      [{ ...download, version: '1.9.1-beta', sha256: 'xyz', channel: 'nightly', url: 'javascript:alert(1)' },
        [['version', 'invalidVersion'], ['channel', 'invalidOption'], ['url', 'invalidUrl'], ['sha256', 'invalidSha256']]],
      [{ ...download, platform: 'extension-brave', arch: 'riscv' }, [['platform', 'invalidOption'], ['arch', 'invalidOption']]],
    ];
    const before = await releases();
    for (const [body, fields] of cases) {
      const response = await admin('/releases', body);
      expect([body, response.statusCode, fieldsOf(response)]).toEqual([body, 400, fields]);
    }
    expect(await releases()).toEqual(before);
    const unauthorised = await api.app.inject({ method: 'POST', url: '/api/admin/releases', payload: download });
    expect(unauthorised.statusCode).toBe(401);
  });

  it('adds a fake version once, refuses an official one, and logs who did both', async () => {
    const reported = await cli('report-fake-version', '--version', '3.3.3', '--platform', 'android');
    expect(reported.output).toMatch(/^3\.3\.3 is listed as fake for android \(reported \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)\.$/);
    expect((await cli('report-fake-version', '--version', '3.3.3', '--platform', 'android')).code).toBe(0);
    const fakes = await get<FakeVersion[]>('/api/releases/fake-versions');
    expect(fakes.filter((fake) => fake.version === '3.3.3')).toEqual([{ version: '3.3.3', platform: 'android', reported_at: expect.any(String) }]);

    // 1.8.2 is a desktop release: fake for Android, official for Windows and so for "every platform".
    expect((await admin('/fake-versions', { version: '1.8.2', platform: 'android' })).statusCode).toBe(200);
    for (const body of [{ version: '1.8.2', platform: 'windows' }, { version: '1.8.2.0' }]) {
      const refused = await admin('/fake-versions', body);
      expect([body, refused.statusCode, fieldsOf(refused)]).toEqual([body, 409, [['version', 'versionIsOfficial']]]);
    }
    const invalid = await admin('/fake-versions', { version: 'v9', platform: 'pc' });
    expect(fieldsOf(invalid)).toEqual([['version', 'invalidVersion'], ['platform', 'invalidOption']]);

    const audit = await api.app.inject({ url: '/api/admin/audit?count=100', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    const actions = audit.json().data.actions as { action: string; status: number }[];
    expect(actions.filter((row) => row.action === 'POST /api/admin/fake-versions').map((row) => row.status)).toEqual(expect.arrayContaining([200, 409, 400]));
    expect(actions.some((row) => row.action === 'POST /api/admin/releases' && row.status === 409)).toBe(true);
  });
});
