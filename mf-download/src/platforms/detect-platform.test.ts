import { detectPlatform, deviceFit, downloadPlatformIndex, preferredOption, preferredOptions } from './detect-platform';
import { offeredOptions } from '../releases/offered';
import { RELEASES } from '../testing/releases';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windows7Opera32: 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0',
};

describe('detectPlatform', () => {
  it.each([
    ['an Android phone', { userAgent: UA.androidChrome }, 'android', 0],
    ['an iPhone', { userAgent: UA.iphone }, 'ios', 1],
    ['an iPad that reports a Mac', { userAgent: UA.ipadOs, maxTouchPoints: 5 }, 'ios', 1],
    ['Chrome on Windows', { userAgent: UA.windowsChrome }, 'extension', 2],
    ['Firefox on Linux', { userAgent: UA.linuxFirefox }, 'extension', 2],
    ['Safari on a Mac (no extension)', { userAgent: UA.macSafari, maxTouchPoints: 0 }, 'pc', 3],
    ['Opera (no extension listing)', { userAgent: UA.windows7Opera32 }, 'pc', 3],
    ['an empty user agent', { userAgent: '' }, 'pc', 3],
  ])('sends %s to its tab', (_name, hints, platform, index) => {
    expect(detectPlatform(hints)).toBe(platform);
    expect(downloadPlatformIndex(hints)).toBe(index);
  });
});

describe('preferred options', () => {
  const first = (platform: Parameters<typeof preferredOptions>[0], userAgent: string, isBrave = false) =>
    preferredOptions(platform, { userAgent, isBrave })[0];

  it('picks the extension of the browser in use', () => {
    expect(first('extension', UA.windowsEdge)).toBe('edge');
    expect(first('extension', UA.linuxFirefox)).toBe('firefox');
    expect(first('extension', UA.windowsChrome, true)).toBe('brave');
    expect(first('extension', UA.windowsChrome)).toBe('chrome');
    expect(first('extension', UA.macSafari)).toBe('chrome');
  });

  it('picks the desktop package of the operating system', () => {
    expect(first('pc', UA.windowsChrome)).toBe('windows-x64');
    expect(first('pc', UA.windows7Opera32)).toBe('windows-x86');
    expect(first('pc', UA.macSafari)).toBe('macos');
    expect(first('pc', UA.linuxFirefox)).toBe('linux');
  });

  it('offers the APK and the App Store on phones', () => {
    expect(first('android', UA.iphone)).toBe('apk');
    expect(first('ios', UA.androidChrome)).toBe('app-store');
  });

  it('falls back to what is offered', () => {
    const offered = offeredOptions('pc', RELEASES);
    const mac = deviceFit({ userAgent: UA.macSafari }).preferred.pc;
    expect(preferredOption(mac, offered)?.option.id).toBe('macos');
    const withoutMac = offered.filter(({ option }) => option.id !== 'macos');
    expect(preferredOption(mac, withoutMac)?.option.id).toBe('windows-x64');
    expect(preferredOption(mac, [])).toBeUndefined();
  });

  it('is one object for all hints that lead to the same choices: hydrating the server’s render, the browser’s hints change nothing', () => {
    const fromRequest = deviceFit({ userAgent: UA.androidChrome });
    expect(deviceFit({ userAgent: UA.androidChrome, maxTouchPoints: 5, isBrave: false })).toBe(fromRequest);
    expect(fromRequest).toEqual({ detected: 'android', preferred: expect.objectContaining({ android: ['apk', 'google-play'] }) });
    expect(deviceFit({ userAgent: UA.macSafari, maxTouchPoints: 5 })).not.toBe(deviceFit({ userAgent: UA.macSafari }));
    expect(deviceFit({ userAgent: UA.macSafari, maxTouchPoints: 5 }).detected).toBe('ios');
  });
});
