import { PLATFORMS, TYPICAL_OPTIONS } from '../platforms/platforms';
import { RELEASES } from '../testing/releases';
import { offeredOptions, releasesOfPlatform } from './offered';

describe('offered options', () => {
  it('offers the newest stable APK and the Play listing on Android, never the beta', () => {
    const offered = offeredOptions('android', RELEASES);
    expect(offered.map(({ option, release }) => [option.id, release.version, release.channel])).toEqual([
      ['apk', '2.9.3', 'stable'],
      ['google-play', '2.9.3', 'stable'],
    ]);
  });

  it('offers Edge its own listing and Brave the Chrome build', () => {
    const offered = offeredOptions('extension', RELEASES);
    expect(offered.map(({ option, release }) => [option.id, release.platform])).toEqual([
      ['chrome', 'extension-chrome'],
      ['firefox', 'extension-firefox'],
      ['edge', 'extension-edge'],
      ['brave', 'extension-chrome'],
    ]);
  });

  it('tells the 32-bit Windows package from the 64-bit one', () => {
    const offered = offeredOptions('pc', RELEASES);
    expect(offered.map(({ option, release }) => [option.id, release.arch])).toEqual([
      ['windows-x64', 'x64'],
      ['windows-x86', 'x86'],
      ['macos', 'universal'],
      ['linux', 'x64'],
    ]);
  });

  it('offers what the loading placeholders of each tab stand for', () => {
    for (const platform of PLATFORMS) {
      expect([platform, offeredOptions(platform, RELEASES).map(({ option }) => option.id)]).toEqual([platform, TYPICAL_OPTIONS[platform]]);
    }
  });

  it('never offers a link that is not http(s)', () => {
    const hostile = RELEASES.map((release) => (release.platform === 'ios' ? { ...release, url: 'javascript:alert(1)' } : release));
    expect(offeredOptions('ios', hostile)).toEqual([]);
  });

  it('lists every release of a tab, betas included, newest first', () => {
    expect(releasesOfPlatform('android', RELEASES).map((release) => `${release.version} ${release.channel}`)).toEqual([
      '2.9.4 beta',
      '2.9.3 stable',
      '2.9.3 stable',
      '2.9.2 stable',
    ]);
    expect(releasesOfPlatform('extension', RELEASES)).toHaveLength(3);
    expect(releasesOfPlatform('ios', RELEASES)).toHaveLength(1);
  });
});
