import { FAKE_VERSIONS, RELEASES } from '../testing/releases';
import { lookUpVersion } from './version-lookup';

describe('version lookup', () => {
  it('finds an official version on every platform that has it', () => {
    const verdict = lookUpVersion('v2.9.3', RELEASES, FAKE_VERSIONS);
    expect(verdict.kind).toBe('official');
    expect(verdict.kind === 'official' && verdict.releases.map((release) => release.url)).toEqual([
      'https://play.google.com/store/apps/details?id=example.tpwallet.app',
      'https://download.tp-wallet.example/android/tp-wallet-2.9.3.apk',
    ]);
  });

  it('counts a beta as official', () => {
    const verdict = lookUpVersion('2.9.4', RELEASES, FAKE_VERSIONS, 'android');
    expect(verdict.kind === 'official' && verdict.releases.map((release) => release.channel)).toEqual(['beta']);
  });

  it('names a number reported as fake, for its platform or for every platform', () => {
    expect(lookUpVersion('2.9.9', RELEASES, FAKE_VERSIONS, 'android')).toEqual({ kind: 'known-fake', fake: FAKE_VERSIONS[0] });
    expect(lookUpVersion('2.9.9.0', RELEASES, FAKE_VERSIONS)).toEqual({ kind: 'known-fake', fake: FAKE_VERSIONS[0] });
    expect(lookUpVersion('3.0', RELEASES, FAKE_VERSIONS, 'pc')).toEqual({ kind: 'known-fake', fake: FAKE_VERSIONS[1] });
    // Reported for Android only: on the desktop it is simply a number we never released.
    expect(lookUpVersion('2.9.9', RELEASES, FAKE_VERSIONS, 'pc').kind).toBe('ahead');
  });

  it('flags a number beyond the newest release as fake', () => {
    const verdict = lookUpVersion('3.1.0', RELEASES, FAKE_VERSIONS, 'android');
    expect(verdict).toEqual({ kind: 'ahead', newest: expect.objectContaining({ version: '2.9.4', channel: 'beta' }) });
  });

  it('flags a number that was never released', () => {
    expect(lookUpVersion('2.9.0', RELEASES, FAKE_VERSIONS, 'android').kind).toBe('unlisted');
  });

  it('compares within the chosen platform only', () => {
    expect(lookUpVersion('2.9.3', RELEASES, FAKE_VERSIONS, 'pc').kind).toBe('ahead');
    expect(lookUpVersion('1.6.0', RELEASES, FAKE_VERSIONS, 'pc').kind).toBe('official');
  });

  it('refuses text that is not a version, and says when there is nothing to compare with', () => {
    expect(lookUpVersion('2.9.3 Pro', RELEASES, FAKE_VERSIONS).kind).toBe('invalid');
    expect(lookUpVersion('2.9.3', [], []).kind).toBe('unknown');
  });
});
