import type { Release } from '../api/types';
import { byNewest, isOfferable, newestOfEachPackage } from './offerable';

function release(overrides: Partial<Release>): Release {
  return {
    platform: 'android',
    version: '1.0.0',
    channel: 'stable',
    released_at: '2025-01-01T00:00:00Z',
    url: 'https://static.example/a.apk',
    store: null,
    store_id: null,
    size: 1,
    sha256: null,
    signing_cert_sha256: null,
    arch: 'universal',
    min_os: null,
    notes: '',
    ...overrides,
  };
}

describe('the releases a download page offers', () => {
  it('orders by version, then by release date, newest first', () => {
    const older = release({ version: '2.9.10' });
    const newer = release({ version: '2.10.0' });
    const sameLater = release({ version: '2.10.0', released_at: '2025-02-01T00:00:00Z' });
    expect([older, newer, sameLater].sort(byNewest)).toEqual([sameLater, newer, older]);
  });

  it('offers stable releases behind an http(s) link only', () => {
    expect(isOfferable(release({}))).toBe(true);
    expect(isOfferable(release({ channel: 'beta' }))).toBe(false);
    expect(isOfferable(release({ url: 'javascript:alert(1)' }))).toBe(false);
    expect(isOfferable(release({ url: 'not a link' }))).toBe(false);
  });

  it('keeps the newest offerable release of each platform, store and architecture', () => {
    const apk = release({ version: '2.9.4', url: 'https://static.example/2.9.4.apk' });
    const play = release({ version: '2.9.4', store: 'google-play', url: 'https://play.example/tp' });
    const x86 = release({ platform: 'windows', arch: 'x86', version: '1.8.2', url: 'https://static.example/x86.exe' });
    const x64 = release({ platform: 'windows', arch: 'x64', version: '1.8.2', url: 'https://static.example/x64.exe' });
    const all = [
      release({ version: '2.9.3', url: 'https://static.example/2.9.3.apk' }),
      apk,
      release({ version: '2.9.5', channel: 'beta', url: 'https://static.example/2.9.5-beta.apk' }),
      play,
      release({ version: '2.9.3', store: 'google-play', url: 'https://play.example/old' }),
      x86,
      x64,
      release({ platform: 'windows', arch: 'x64', version: '1.8.1', url: 'https://static.example/old-x64.exe' }),
    ];
    expect(newestOfEachPackage(all)).toEqual(expect.arrayContaining([apk, play, x86, x64]));
    expect(newestOfEachPackage(all)).toHaveLength(4);
  });
});
