import { RELEASES } from '../testing/releases';
import { offeredOptions, releasesOfPlatform } from './offered';

describe('offered options', () => {
  it('offers the newest APK and the Play listing on Android', () => {
    const offered = offeredOptions('android', RELEASES);
    expect(offered.map(({ option, release }) => [option.id, release.version])).toEqual([
      ['apk', '2.9.3'],
      ['google-play', '2.9.3'],
    ]);
  });

  it('offers the Chrome build to Edge and Brave', () => {
    const offered = offeredOptions('extension', RELEASES);
    expect(offered.map(({ option, release }) => [option.id, release.platform])).toEqual([
      ['chrome', 'extension-chrome'],
      ['firefox', 'extension-firefox'],
      ['edge', 'extension-chrome'],
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

  it('never offers a link that is not http(s)', () => {
    const hostile = RELEASES.map((release) => (release.platform === 'ios' ? { ...release, url: 'javascript:alert(1)' } : release));
    expect(offeredOptions('ios', hostile)).toEqual([]);
  });

  it('lists every release of a tab, newest first', () => {
    expect(releasesOfPlatform('android', RELEASES).map((release) => release.version)).toEqual(['2.9.3', '2.9.3', '2.9.2']);
    expect(releasesOfPlatform('ios', RELEASES)).toHaveLength(1);
  });
});
