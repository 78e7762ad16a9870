import type { FakeVersion, Release } from '@tp/shared/api/types';
import type { AdminFakeVersion, AdminRelease } from '@tp/shared/contracts/console';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
const token = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  api = await startTestApi();
  for (const [name, role] of [['rel-rita', 'reviewer'], ['rel-ed', 'editor']]) {
    const made = await api.app.inject({ method: 'POST', url: '/api/admin/operators', headers: token, payload: { name, role, password: PASSWORD } });
    expect(made.statusCode).toBe(200);
  }
}, 60_000);
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = async <T>(method: Method, url: string, payload?: object) => {
  const response = await api.app.inject({ method, url: `/api/admin${url}`, payload, headers: token });
  return { status: response.statusCode, body: response.json() as { data: T; errors?: { field: string; key: string }[] } };
};
const publicList = async <T>(url: string) => (await api.app.inject({ url })).json().data as T[];

/** An operator's session: the cookie a browser would send, and its CSRF token. */
async function signIn(name: string) {
  const response = await api.app.inject({ method: 'POST', url: '/api/admin/session', payload: { name, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const csrf = response.json().data.csrfToken as string;
  return (method: Method, url: string, payload?: object, withCsrf = true) =>
    api.app.inject({ method, url: `/api/admin${url}`, payload, headers: { cookie, ...(withCsrf ? { 'x-csrf-token': csrf } : {}) } });
}

const APK = {
  platform: 'android', version: '2.7.1', channel: 'stable', released_at: '2024-03-01T00:00:00Z', url: 'https://static.tp-wallet.example/releases/android/wallet-2.7.1.apk',
  size: 52_000_000, sha256: 'cd'.repeat(32), notes: 'Older build',
};

describe('releases in the console', () => {
  it('lists releases with their ids, corrects one and removes it, as the download pages then show', async () => {
    const made = await admin<Release>('POST', '/releases', APK);
    expect(made.status).toBe(200);
    const listed = await admin<AdminRelease[]>('GET', '/releases?platform=android');
    expect(listed.body.data.every((release) => release.platform === 'android' && Number.isInteger(release.id))).toBe(true);
    const stored = listed.body.data.find((release) => release.version === '2.7.1')!;
    expect(stored).toMatchObject({ ...APK, store: null, arch: 'universal' });

    const corrected = await admin<AdminRelease>('PUT', `/releases/${stored.id}`, { ...APK, released_at: undefined, notes: 'Fixes the QR scanner', min_os: 'Android 8.0' });
    expect([corrected.status, corrected.body.data]).toEqual([200, { ...stored, notes: 'Fixes the QR scanner', min_os: 'Android 8.0' }]);
    expect((await publicList<Release>('/api/releases?platform=android')).find((r) => r.version === '2.7.1')?.notes).toBe('Fixes the QR scanner');

    // Another package's version, a store listing with a checksum, an unknown id: each refused, naming the field.
    const [seeded] = listed.body.data.filter((release) => release.store === null && release.version !== '2.7.1');
    const taken = await admin('PUT', `/releases/${stored.id}`, { ...APK, version: seeded.version });
    expect([taken.status, taken.body.errors?.[0]]).toEqual([409, expect.objectContaining({ field: 'version', key: 'releaseConflict' })]);
    const listing = await admin('PUT', `/releases/${stored.id}`, { ...APK, store: 'google-play', store_id: 'example.tpwallet.app' });
    expect([listing.status, listing.body.errors?.map((e) => e.field)]).toEqual([400, ['size', 'sha256']]);
    expect((await admin('PUT', '/releases/999999', APK)).status).toBe(404);

    expect((await admin('DELETE', `/releases/${stored.id}`)).status).toBe(200);
    expect((await publicList<Release>('/api/releases?platform=android')).map((r) => r.version)).not.toContain('2.7.1');
    expect((await admin('DELETE', `/releases/${stored.id}`)).status).toBe(404);
    expect((await admin('GET', '/releases?platform=symbian')).body.errors?.[0]).toMatchObject({ field: 'platform', key: 'invalidOption' });
  });

  it('corrects and removes known fake versions, refusing an official number and merging a repeated one', async () => {
    const first = await admin<FakeVersion>('POST', '/fake-versions', { version: '4.4.4', platform: 'android' });
    await admin<FakeVersion>('POST', '/fake-versions', { version: '4.4.5', platform: null });
    expect(first.status).toBe(200);
    const fakes = (await admin<AdminFakeVersion[]>('GET', '/fake-versions')).body.data;
    const fake = fakes.find((f) => f.version === '4.4.4')!;
    const other = fakes.find((f) => f.version === '4.4.5')!;

    const moved = await admin<AdminFakeVersion>('PUT', `/fake-versions/${fake.id}`, { version: '4.4.6', platform: 'ios' });
    expect(moved.body.data).toEqual({ ...fake, version: '4.4.6', platform: 'ios' });
    const official = (await publicList<Release>('/api/releases?platform=ios'))[0].version;
    const refused = await admin('PUT', `/fake-versions/${fake.id}`, { version: official, platform: 'ios' });
    expect([refused.status, refused.body.errors?.[0]]).toEqual([409, expect.objectContaining({ field: 'version', key: 'versionIsOfficial' })]);

    const merged = await admin<AdminFakeVersion>('PUT', `/fake-versions/${fake.id}`, { version: '4.4.5', platform: null });
    expect(merged.body.data).toEqual(other);
    expect((await publicList<FakeVersion>('/api/releases/fake-versions')).filter((f) => f.version.startsWith('4.4.'))).toEqual([
      { version: '4.4.5', platform: null, reported_at: other.reported_at },
    ]);
    expect((await admin('DELETE', `/fake-versions/${other.id}`)).status).toBe(200);
    expect((await publicList<FakeVersion>('/api/releases/fake-versions')).map((f) => f.version)).not.toContain('4.4.5');
    expect((await admin('PUT', `/fake-versions/${other.id}`, { version: '4.4.7' })).status).toBe(404);
    expect((await admin('PUT', `/fake-versions/${other.id}`, { version: 'four' })).body.errors?.[0]).toMatchObject({ field: 'version', key: 'invalidVersion' });
  });

  it('lets an editor change releases with the CSRF token, keeps a reviewer out (403), and audits every change', async () => {
    const ed = await signIn('rel-ed');
    const fake = await ed('POST', '/fake-versions', { version: '5.5.5' });
    expect(fake.statusCode).toBe(200);
    const { id } = (await ed('GET', '/fake-versions')).json().data.find((f: AdminFakeVersion) => f.version === '5.5.5') as AdminFakeVersion;
    expect((await ed('DELETE', `/fake-versions/${id}`, undefined, false)).statusCode).toBe(403);
    expect((await ed('DELETE', `/fake-versions/${id}`)).statusCode).toBe(200);

    const rita = await signIn('rel-rita');
    for (const [method, url] of [['GET', '/releases'], ['PUT', '/releases/1'], ['DELETE', '/releases/1'], ['GET', '/fake-versions'], ['PUT', `/fake-versions/${id}`], ['DELETE', `/fake-versions/${id}`]] as const) {
      expect([method, url, (await rita(method, url, method === 'PUT' ? APK : undefined)).statusCode]).toEqual([method, url, 403]);
    }
    expect((await api.app.inject({ method: 'DELETE', url: '/api/admin/releases/1' })).statusCode).toBe(401);

    const audit = (await admin<{ actions: { actor: string; role: string; action: string; target: object; status: number }[] }>('GET', '/audit?q=fake-versions&count=10')).body.data.actions;
    expect(audit).toEqual(expect.arrayContaining([
      expect.objectContaining({ actor: 'rel-ed', role: 'editor', action: 'DELETE /api/admin/fake-versions/:id', target: { id }, status: 200 }),
      expect.objectContaining({ actor: 'rel-rita', role: 'reviewer', action: 'DELETE /api/admin/fake-versions/:id', status: 403 }),
    ]));
  });
});
