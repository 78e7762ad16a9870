import { RELEASES } from '../testing/releases';
import { lookUpVersion } from './version-lookup';

describe('version lookup', () => {
  it('finds an official version on every platform that has it', () => {
    const verdict = lookUpVersion('v2.9.3', RELEASES);
    expect(verdict.kind).toBe('official');
    expect(verdict.kind === 'official' && verdict.releases.map((release) => release.url)).toEqual([
      'https://play.google.com/store/apps/details?id=example.tpwallet.app',
      'https://download.tp-wallet.example/android/tp-wallet-2.9.3.apk',
    ]);
  });

  it('flags a number beyond the newest release as fake', () => {
    const verdict = lookUpVersion('3.0.0', RELEASES, 'android');
    expect(verdict).toEqual({ kind: 'ahead', newest: expect.objectContaining({ version: '2.9.3' }) });
  });

  it('flags a number that was never released', () => {
    expect(lookUpVersion('2.9.0', RELEASES, 'android').kind).toBe('unlisted');
  });

  it('compares within the chosen platform only', () => {
    expect(lookUpVersion('2.9.3', RELEASES, 'pc').kind).toBe('ahead');
    expect(lookUpVersion('1.6.0', RELEASES, 'pc').kind).toBe('official');
  });

  it('refuses text that is not a version, and says when there is nothing to compare with', () => {
    expect(lookUpVersion('2.9.3 Pro', RELEASES).kind).toBe('invalid');
    expect(lookUpVersion('2.9.3', []).kind).toBe('unknown');
  });
});
