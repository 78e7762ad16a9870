/**
 * What the releases endpoint may hold: the api validates against these lists
 * and the download pages read them, so both change together.
 */

/** One platform per package family; Brave installs the Chrome Web Store build, so it has none of its own. */
export const RELEASE_PLATFORMS = ['android', 'ios', 'extension-chrome', 'extension-firefox', 'extension-edge', 'windows', 'macos', 'linux'] as const;
export type ReleasePlatform = (typeof RELEASE_PLATFORMS)[number];

/** `beta` builds are listed with the history but never offered as the download. */
export const RELEASE_CHANNELS = ['stable', 'beta'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

/** Stores that list the wallet; a release without a store is a package downloaded from the site. */
export const RELEASE_STORES = ['google-play', 'app-store', 'chrome-web-store', 'firefox-add-ons', 'edge-add-ons'] as const;
export type ReleaseStore = (typeof RELEASE_STORES)[number];

/** 32-bit or 64-bit for desktop builds, universal otherwise. */
export const RELEASE_ARCHES = ['x64', 'x86', 'arm64', 'universal'] as const;
export type ReleaseArch = (typeof RELEASE_ARCHES)[number];

/** Where each platform's builds come from: a store, or null for a package downloaded from the site. */
export const RELEASE_SOURCES: Readonly<Record<ReleasePlatform, readonly (ReleaseStore | null)[]>> = {
  android: [null, 'google-play'],
  ios: ['app-store'],
  'extension-chrome': ['chrome-web-store'],
  'extension-firefox': ['firefox-add-ons'],
  'extension-edge': ['edge-add-ons'],
  windows: [null],
  macos: [null],
  linux: [null],
};

/** A SHA-256 as the api stores and answers it: 64 lowercase hex digits. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
