import type { FakeVersion, Release } from '@tp/shared';

/** The SHA-256 of fixtures/tp-wallet-2.9.3.apk, published below as the Android 2.9.3 APK. */
export const GENUINE_APK_SHA256 = 'f18b37d0eaa20ffe7a517b1fef5978ee3abee4bb004873a2ff2c71ed62a3b3bb';

/** Certificates the packages below are signed with. */
export const SIGNING_CERTS = {
  android: '5145725a244b6a734efbb3bc8defb5d50fcfccd6a9b1bff8dca1e60c5fbcd79c',
  windows: 'db8cf6eda1811e260b7ad6e768be6796add6733d7bf177ffbfa067c2c19451fd',
  macos: 'fb7eaca48dd582befc5ffa887307ad0c58ebaf8656b88d13f6c75a1bd4d2d588',
} as const;

const listing = { size: null, sha256: null, signing_cert_sha256: null, arch: 'universal', notes: '' } as const;
const download = { store: null, store_id: null, notes: '' } as const;

/**
 * Releases as the api answers them, newest first: every tab and store, three
 * Android packages (one a beta), both Windows builds, an unsigned AppImage.
 */
export const RELEASES: readonly Release[] = [
  {
    ...download,
    platform: 'android',
    version: '2.9.4',
    channel: 'beta',
    released_at: '2025-06-01T08:00:00Z',
    url: 'https://download.tp-wallet.example/android/tp-wallet-2.9.4-beta.apk',
    size: 99_342_336,
    sha256: '560eb9b09887286ec8c0327f8bdaa0b47efe7a104970a77bba817b15c282485b',
    signing_cert_sha256: SIGNING_CERTS.android,
    arch: 'universal',
    min_os: 'Android 8.0',
  },
  {
    ...listing,
    platform: 'android',
    version: '2.9.3',
    channel: 'stable',
    released_at: '2025-05-21T08:00:00Z',
    url: 'https://play.google.com/store/apps/details?id=example.tpwallet.app',
    store: 'google-play',
    store_id: 'example.tpwallet.app',
    min_os: 'Android 7.0',
  },
  {
    ...download,
    platform: 'android',
    version: '2.9.3',
    channel: 'stable',
    released_at: '2025-05-20T08:00:00Z',
    url: 'https://download.tp-wallet.example/android/tp-wallet-2.9.3.apk',
    size: 62,
    sha256: GENUINE_APK_SHA256,
    signing_cert_sha256: SIGNING_CERTS.android,
    arch: 'universal',
    min_os: 'Android 7.0',
  },
  {
    ...listing,
    platform: 'ios',
    version: '2.9.1',
    channel: 'stable',
    released_at: '2025-05-18T08:00:00Z',
    url: 'https://apps.apple.com/app/tp-wallet/id1600000001',
    store: 'app-store',
    store_id: 'id1600000001',
    min_os: 'iOS 14.0',
  },
  {
    ...listing,
    platform: 'extension-firefox',
    version: '1.4.2',
    channel: 'stable',
    released_at: '2025-05-12T08:00:00Z',
    url: 'https://addons.mozilla.org/firefox/addon/tp-wallet/',
    store: 'firefox-add-ons',
    store_id: 'tp-wallet',
    min_os: 'Firefox 115',
  },
  {
    ...listing,
    platform: 'extension-edge',
    version: '1.4.2',
    channel: 'stable',
    released_at: '2025-05-11T08:00:00Z',
    url: 'https://microsoftedge.microsoft.com/addons/detail/tp-wallet/ponmlkjihgfedcbaponmlkjihgfedcba',
    store: 'edge-add-ons',
    store_id: 'ponmlkjihgfedcbaponmlkjihgfedcba',
    min_os: 'Edge 114',
  },
  {
    ...listing,
    platform: 'extension-chrome',
    version: '1.4.2',
    channel: 'stable',
    released_at: '2025-05-10T08:00:00Z',
    url: 'https://chromewebstore.google.com/detail/tp-wallet/kdpgbmjlefnhcoaiklpbnfeghjoakmdp',
    store: 'chrome-web-store',
    store_id: 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp',
    min_os: 'Chrome 114',
  },
  {
    ...download,
    platform: 'windows',
    version: '1.6.0',
    channel: 'stable',
    released_at: '2025-04-28T08:00:00Z',
    url: 'https://download.tp-wallet.example/desktop/tp-wallet-setup-1.6.0-x64.exe',
    size: 121_634_816,
    sha256: '8bc2f7976c05a1be67297de1137f6b276b556ca6cf9760aaa25b81142b6fac13',
    signing_cert_sha256: SIGNING_CERTS.windows,
    arch: 'x64',
    min_os: 'Windows 10',
  },
  {
    ...download,
    platform: 'windows',
    version: '1.6.0',
    channel: 'stable',
    released_at: '2025-04-28T08:00:00Z',
    url: 'https://download.tp-wallet.example/desktop/tp-wallet-setup-1.6.0-x86.exe',
    size: 113_246_208,
    sha256: 'b3852cafc94edef4818ab786077b43404bc6877a83f7d6477eeca8510a426742',
    signing_cert_sha256: SIGNING_CERTS.windows,
    arch: 'x86',
    min_os: 'Windows 7',
  },
  {
    ...download,
    platform: 'macos',
    version: '1.6.0',
    channel: 'stable',
    released_at: '2025-04-28T08:00:00Z',
    url: 'https://download.tp-wallet.example/desktop/tp-wallet-1.6.0-universal.dmg',
    size: 142_606_336,
    sha256: '0a27231967c678150280b734d74d361b588007c54b838264f99af36c328c5c6f',
    signing_cert_sha256: SIGNING_CERTS.macos,
    arch: 'universal',
    min_os: 'macOS 11',
  },
  {
    ...download,
    platform: 'linux',
    version: '1.6.0',
    channel: 'stable',
    released_at: '2025-04-28T08:00:00Z',
    url: 'https://download.tp-wallet.example/desktop/tp-wallet-1.6.0-x86_64.AppImage',
    size: 130_023_424,
    sha256: '441791853ba3848874189d90884e65f06ccee8d2ae8765a6e57db2d519f36835',
    signing_cert_sha256: null,
    arch: 'x64',
    min_os: null,
  },
  {
    ...download,
    platform: 'android',
    version: '2.9.2',
    channel: 'stable',
    released_at: '2025-04-02T08:00:00Z',
    url: 'https://download.tp-wallet.example/android/tp-wallet-2.9.2.apk',
    size: 98_566_144,
    sha256: '6f8859f8510fd4633dcb3aa386432de0e5464df38ccf30c9ae6b050bd1460fee',
    signing_cert_sha256: SIGNING_CERTS.android,
    arch: 'universal',
    min_os: 'Android 7.0',
  },
];

/** The api's known fake version numbers, latest report first. */
export const FAKE_VERSIONS: readonly FakeVersion[] = [
  { version: '2.9.9', platform: 'android', reported_at: '2025-05-25T00:00:00Z' },
  { version: '3.0.0', platform: null, reported_at: '2025-03-01T00:00:00Z' },
];

/** Answers the fake api's releases and fake-version endpoints. */
export const releasesRoute = (releases: readonly Release[] = RELEASES, fakeVersions: readonly FakeVersion[] = FAKE_VERSIONS) => ({
  '/api/releases': () => ({ result: 0, data: releases }),
  '/api/releases/fake-versions': () => ({ result: 0, data: fakeVersions }),
});
