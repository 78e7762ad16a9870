import type { Release, ReleasePlatform } from '@tp/shared';

/** The tabs of the download page in display order; `downloadPlatformIndex` is an index into it. */
export const PLATFORMS = ['android', 'ios', 'extension', 'pc'] as const;
export type PlatformId = (typeof PLATFORMS)[number];

export function isPlatformId(value: unknown): value is PlatformId {
  return (PLATFORMS as readonly unknown[]).includes(value);
}

/** One way to install the wallet: a package or a store listing. */
export type OptionId =
  | 'apk'
  | 'google-play'
  | 'app-store'
  | 'chrome'
  | 'firefox'
  | 'edge'
  | 'brave'
  | 'windows-x64'
  | 'windows-x86'
  | 'macos'
  | 'macos-arm64'
  | 'macos-x64'
  | 'linux';

export interface DownloadOptionSpec {
  readonly id: OptionId;
  readonly platform: PlatformId;
  /** Whether a release is a build of this option. */
  matches(release: Release): boolean;
}

const isWindows = (release: Release) => release.platform === 'windows';

/**
 * Every option, grouped by tab in display order. Brave installs extensions
 * from the Chrome Web Store, so it offers the Chrome build.
 */
export const DOWNLOAD_OPTIONS: readonly DownloadOptionSpec[] = [
  { id: 'apk', platform: 'android', matches: (r) => r.platform === 'android' && r.store === null },
  { id: 'google-play', platform: 'android', matches: (r) => r.platform === 'android' && r.store === 'google-play' },
  { id: 'app-store', platform: 'ios', matches: (r) => r.platform === 'ios' },
  { id: 'chrome', platform: 'extension', matches: (r) => r.platform === 'extension-chrome' },
  { id: 'firefox', platform: 'extension', matches: (r) => r.platform === 'extension-firefox' },
  { id: 'edge', platform: 'extension', matches: (r) => r.platform === 'extension-edge' },
  { id: 'brave', platform: 'extension', matches: (r) => r.platform === 'extension-chrome' },
  { id: 'windows-x64', platform: 'pc', matches: (r) => isWindows(r) && r.arch !== 'x86' },
  { id: 'windows-x86', platform: 'pc', matches: (r) => isWindows(r) && r.arch === 'x86' },
  { id: 'macos', platform: 'pc', matches: (r) => r.platform === 'macos' && r.arch === 'universal' },
  { id: 'macos-arm64', platform: 'pc', matches: (r) => r.platform === 'macos' && r.arch === 'arm64' },
  { id: 'macos-x64', platform: 'pc', matches: (r) => r.platform === 'macos' && r.arch === 'x64' },
  { id: 'linux', platform: 'pc', matches: (r) => r.platform === 'linux' },
];

/**
 * The options a tab offers with the api's releases, so its loading placeholder
 * has the height of the first real render (macOS ships one universal build).
 */
export const TYPICAL_OPTIONS: Readonly<Record<PlatformId, readonly OptionId[]>> = {
  android: ['apk', 'google-play'],
  ios: ['app-store'],
  extension: ['chrome', 'firefox', 'edge', 'brave'],
  pc: ['windows-x64', 'windows-x86', 'macos', 'linux'],
};

export function optionsOf(platform: PlatformId): readonly DownloadOptionSpec[] {
  return DOWNLOAD_OPTIONS.filter((option) => option.platform === platform);
}

const TAB_OF_RELEASE_PLATFORM: Readonly<Record<ReleasePlatform, PlatformId>> = {
  android: 'android',
  ios: 'ios',
  'extension-chrome': 'extension',
  'extension-firefox': 'extension',
  'extension-edge': 'extension',
  windows: 'pc',
  macos: 'pc',
  linux: 'pc',
};

/** The tab a platform's releases are listed under; none for a platform this page does not know yet. */
export function tabOfReleasePlatform(platform: ReleasePlatform): PlatformId | undefined {
  return TAB_OF_RELEASE_PLATFORM[platform];
}

/** The option a release is the package of (Chrome, not Brave, for the shared extension build). */
export function optionOfRelease(release: Release): OptionId | undefined {
  return DOWNLOAD_OPTIONS.find((option) => option.matches(release))?.id;
}
