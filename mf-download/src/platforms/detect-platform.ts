import { PLATFORMS, type OptionId, type PlatformId } from './platforms';

/** What the browser tells about the visitor's device. */
export interface DeviceHints {
  readonly userAgent: string;
  /** iPadOS reports a Mac user agent; touch points tell them apart. */
  readonly maxTouchPoints?: number;
  /** Brave's user agent is Chrome's; it exposes `navigator.brave` instead. */
  readonly isBrave?: boolean;
}

/** What a page rendered without a browser knows of the device: nothing (the site server's render). */
export const NO_DEVICE_HINTS: DeviceHints = { userAgent: '' };

let hintsOfThisBrowser: DeviceHints | undefined;

/** The browser's hints: the same object while they stay the same, as a store snapshot must be. */
export function browserDeviceHints(): DeviceHints {
  if (typeof navigator === 'undefined') return NO_DEVICE_HINTS;
  const read = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, isBrave: 'brave' in navigator };
  const last = hintsOfThisBrowser;
  if (last && last.userAgent === read.userAgent && last.maxTouchPoints === read.maxTouchPoints && last.isBrave === read.isBrave) return last;
  hintsOfThisBrowser = read;
  return read;
}

const isAndroid = (ua: string) => /Android/i.test(ua);
const isIos = ({ userAgent, maxTouchPoints = 0 }: DeviceHints) =>
  /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);

/** The extension build for a desktop browser, or null for a browser without one (Safari, unknown). */
function extensionFor(hints: DeviceHints): OptionId | null {
  const ua = hints.userAgent;
  if (/Firefox\//i.test(ua)) return 'firefox';
  if (/Edg\//i.test(ua)) return 'edge';
  if (hints.isBrave) return 'brave';
  if (/(Chrome|Chromium|CriOS)\//i.test(ua) && !/OPR\/|SamsungBrowser/i.test(ua)) return 'chrome';
  return null;
}

/** The desktop packages for the visitor's operating system, best first. */
function desktopFor(ua: string): OptionId[] {
  // Browsers on Apple silicon still say "Intel Mac OS X": prefer a universal build, then the newer chip.
  if (/Mac OS X|Macintosh/i.test(ua)) return ['macos', 'macos-arm64', 'macos-x64'];
  // Only old 32-bit Windows leaves the 64-bit markers out; reduced user agents always carry "Win64; x64".
  if (/Windows/i.test(ua)) return [/Windows NT/i.test(ua) && !/Win64|WOW64|x64|amd64|arm64/i.test(ua) ? 'windows-x86' : 'windows-x64'];
  if (/Linux|X11|CrOS/i.test(ua)) return ['linux'];
  return ['windows-x64'];
}

/**
 * The tab a visitor most likely wants: the phone's app, or the extension
 * for a desktop browser that has one, else the desktop app.
 */
export function detectPlatform(hints: DeviceHints): PlatformId {
  if (isAndroid(hints.userAgent)) return 'android';
  if (isIos(hints)) return 'ios';
  return extensionFor(hints) ? 'extension' : 'pc';
}

/** docs/product.md §3.13: the detected tab as an index of PLATFORMS. */
export function downloadPlatformIndex(hints: DeviceHints): number {
  return PLATFORMS.indexOf(detectPlatform(hints));
}

/** The options of a tab that fit the visitor's device, best first. */
export function preferredOptions(platform: PlatformId, hints: DeviceHints): OptionId[] {
  switch (platform) {
    case 'android':
      return ['apk', 'google-play'];
    case 'ios':
      return ['app-store'];
    case 'extension':
      return [extensionFor(hints) ?? 'chrome'];
    case 'pc':
      return desktopFor(hints.userAgent);
  }
}

/** What the page makes of a device: the tab it opens on, and the options each tab puts first. */
export interface DeviceFit {
  readonly detected: PlatformId;
  readonly preferred: Readonly<Record<PlatformId, readonly OptionId[]>>;
}

const fitsByChoices = new Map<string, DeviceFit>();

/**
 * The device's fit: one object for all hints that lead to the same choices, so the page hydrating the server's
 * render (made from the request's user agent alone) sees the browser's fuller hints as no change, and is not
 * rendered again, whole and in one task, for nothing; only an iPad or Brave, which the user agent hides, is.
 */
export function deviceFit(hints: DeviceHints): DeviceFit {
  const detected = detectPlatform(hints);
  const preferred = Object.fromEntries(PLATFORMS.map((platform) => [platform, preferredOptions(platform, hints)])) as Record<PlatformId, OptionId[]>;
  const key = JSON.stringify([detected, preferred]);
  const known = fitsByChoices.get(key);
  if (known) return known;
  const fit = { detected, preferred };
  fitsByChoices.set(key, fit);
  return fit;
}

/** The offered option that fits the device best (`wanted`, best first), or the first one offered. */
export function preferredOption<T extends { readonly option: { readonly id: OptionId } }>(wanted: readonly OptionId[], offered: readonly T[]): T | undefined {
  return wanted.map((id) => offered.find(({ option }) => option.id === id)).find(Boolean) ?? offered[0];
}
