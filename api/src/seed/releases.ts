import type { ReleaseArch, ReleaseChannel, ReleasePlatform, ReleaseStore } from '@tp/shared/api/releases';

/** Fingerprints of the certificates the packages are signed with; the Windows one was renewed for 1.8.2. */
const SIGNING_CERTS = {
  android: '5145725a244b6a734efbb3bc8defb5d50fcfccd6a9b1bff8dca1e60c5fbcd79c',
  windows2024: 'b2e735864d3090db40d079dd9a4665d83b82b2950b6642b07129a1fdf51d9c3a',
  windows2025: '0e90a42a49ca50161d8549bb2d8be9b1858fb5ce54cbde6a9dae530f53baa008',
  macos: '7719ad21a4d2a2b1ea396636bcb62b3253309fe06e22c85b83cf7b7e996ab5ec',
} as const;

interface SeedReleaseBase {
  readonly platform: ReleasePlatform;
  readonly version: string;
  readonly channel: ReleaseChannel;
  readonly daysAgo: number;
  readonly arch: ReleaseArch;
  readonly minOs: string | null;
}

/** A package downloaded from the static host (the site settings' `staticHost` + path). */
export interface SeedPackage extends SeedReleaseBase {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  readonly signingCertSha256: string | null;
}

export interface SeedListing extends SeedReleaseBase {
  readonly store: ReleaseStore;
}

export type SeedRelease = SeedPackage | SeedListing;

/**
 * Three months of releases of every platform. The packages are not hosted
 * here: their sizes and SHA-256 digests stand for files that do not exist, so
 * no real file matches them. Notes are left to operators.
 */
export const SEED_RELEASES: readonly SeedRelease[] = [
  { platform: 'android', version: '2.9.5', channel: 'beta', daysAgo: 3, arch: 'universal', minOs: 'Android 8.0', path: '/releases/android/wallet-2.9.5-beta.apk', size: 99_342_336, sha256: '5bfc1ed715cf4ccd9a83b9f8326238a3fe76ccd810a5996d836ce510073fa959', signingCertSha256: SIGNING_CERTS.android },
  { platform: 'android', version: '2.9.4', channel: 'stable', daysAgo: 9, arch: 'universal', minOs: 'Android 8.0', path: '/releases/android/wallet-2.9.4.apk', size: 98_904_064, sha256: '365bb8f23c2768f22ced8992a27386b4ad5bfbd548d7092ed176d43ce65936a3', signingCertSha256: SIGNING_CERTS.android },
  { platform: 'android', version: '2.9.4', channel: 'stable', daysAgo: 8, arch: 'universal', minOs: 'Android 8.0', store: 'google-play' },
  { platform: 'android', version: '2.9.3', channel: 'stable', daysAgo: 40, arch: 'universal', minOs: 'Android 8.0', path: '/releases/android/wallet-2.9.3.apk', size: 98_566_144, sha256: '116aeb958def108669fcdcd921e1d53c5ffc95fe3292c7ff00b2756674c69932', signingCertSha256: SIGNING_CERTS.android },
  { platform: 'android', version: '2.9.3', channel: 'stable', daysAgo: 39, arch: 'universal', minOs: 'Android 8.0', store: 'google-play' },
  { platform: 'android', version: '2.9.2', channel: 'stable', daysAgo: 74, arch: 'universal', minOs: 'Android 7.0', path: '/releases/android/wallet-2.9.2.apk', size: 97_910_784, sha256: '2e70b876ae5ef26b3ee22b4130676ea7ec05c56f7b907d00e0c54cd8c055b5a3', signingCertSha256: SIGNING_CERTS.android },
  { platform: 'ios', version: '2.9.4', channel: 'stable', daysAgo: 7, arch: 'universal', minOs: 'iOS 15', store: 'app-store' },
  { platform: 'ios', version: '2.9.3', channel: 'stable', daysAgo: 38, arch: 'universal', minOs: 'iOS 15', store: 'app-store' },
  { platform: 'extension-chrome', version: '3.1.0', channel: 'stable', daysAgo: 12, arch: 'universal', minOs: 'Chrome 114', store: 'chrome-web-store' },
  { platform: 'extension-chrome', version: '3.0.2', channel: 'stable', daysAgo: 47, arch: 'universal', minOs: 'Chrome 114', store: 'chrome-web-store' },
  { platform: 'extension-firefox', version: '3.1.0', channel: 'stable', daysAgo: 12, arch: 'universal', minOs: 'Firefox 115', store: 'firefox-add-ons' },
  { platform: 'extension-firefox', version: '3.0.2', channel: 'stable', daysAgo: 46, arch: 'universal', minOs: 'Firefox 115', store: 'firefox-add-ons' },
  { platform: 'extension-edge', version: '3.1.0', channel: 'stable', daysAgo: 11, arch: 'universal', minOs: 'Edge 114', store: 'edge-add-ons' },
  { platform: 'extension-edge', version: '3.0.2', channel: 'stable', daysAgo: 45, arch: 'universal', minOs: 'Edge 114', store: 'edge-add-ons' },
  { platform: 'windows', version: '1.9.0', channel: 'beta', daysAgo: 5, arch: 'x64', minOs: 'Windows 10', path: '/releases/desktop/wallet-1.9.0-beta-x64.exe', size: 128_974_848, sha256: 'f246dd8965c30a97d96fddf157ffa5288e325900e5917b1b892a691e82998770', signingCertSha256: SIGNING_CERTS.windows2025 },
  { platform: 'windows', version: '1.8.2', channel: 'stable', daysAgo: 21, arch: 'x64', minOs: 'Windows 10', path: '/releases/desktop/wallet-1.8.2-x64.exe', size: 126_353_408, sha256: '7050212da103ce3fcd56e5c55f3ce7fe5a986f1023311288f9b7ce0186056b54', signingCertSha256: SIGNING_CERTS.windows2025 },
  { platform: 'windows', version: '1.8.2', channel: 'stable', daysAgo: 21, arch: 'x86', minOs: 'Windows 10', path: '/releases/desktop/wallet-1.8.2-x86.exe', size: 118_489_088, sha256: '39720c0cb3d663905b19e6d865823f76fbfe8f9f6006734d69356c470a077006', signingCertSha256: SIGNING_CERTS.windows2025 },
  { platform: 'windows', version: '1.8.1', channel: 'stable', daysAgo: 60, arch: 'x64', minOs: 'Windows 10', path: '/releases/desktop/wallet-1.8.1-x64.exe', size: 125_829_120, sha256: '7cfb92bce12c35af2c50de15cd5ca1d7650d99e9fb0bd14802b46588ea59d7c3', signingCertSha256: SIGNING_CERTS.windows2024 },
  { platform: 'windows', version: '1.8.1', channel: 'stable', daysAgo: 60, arch: 'x86', minOs: 'Windows 10', path: '/releases/desktop/wallet-1.8.1-x86.exe', size: 117_964_800, sha256: 'be6ec2aa7b7da5db66141f74b1cf70abe2d2efe408013a2c8982911fa8fd15ef', signingCertSha256: SIGNING_CERTS.windows2024 },
  { platform: 'macos', version: '1.8.2', channel: 'stable', daysAgo: 21, arch: 'universal', minOs: 'macOS 12', path: '/releases/desktop/wallet-1.8.2-universal.dmg', size: 152_043_520, sha256: '7e9481318e9d45eb1f0f2c8525563ffca4308fbc0ac43d1626aba7d07ff41b5a', signingCertSha256: SIGNING_CERTS.macos },
  { platform: 'macos', version: '1.8.1', channel: 'stable', daysAgo: 60, arch: 'universal', minOs: 'macOS 12', path: '/releases/desktop/wallet-1.8.1-universal.dmg', size: 151_519_232, sha256: 'e0a4bd312fbc82156d7ce600f05463a54521fb14daffd898a87f10162d135d72', signingCertSha256: SIGNING_CERTS.macos },
  // AppImages are not signed: their SHA-256 is the check.
  { platform: 'linux', version: '1.8.2', channel: 'stable', daysAgo: 21, arch: 'x64', minOs: 'Ubuntu 20.04', path: '/releases/desktop/wallet-1.8.2-x86_64.AppImage', size: 134_217_728, sha256: 'c4860680d285c94477c7462e1c9ef38be50b67d2de61aab54b4908830fce0eb8', signingCertSha256: null },
  { platform: 'linux', version: '1.8.1', channel: 'stable', daysAgo: 60, arch: 'x64', minOs: 'Ubuntu 20.04', path: '/releases/desktop/wallet-1.8.1-x86_64.AppImage', size: 133_693_440, sha256: '72af1c3a5b85eeec137f2330ebf45c7d0bb09ed79b819fec19fc142f72a7c003', signingCertSha256: null },
];

/** Version numbers scammers have passed off as updates; none is an official release of its platform. */
export const SEED_FAKE_VERSIONS: readonly { readonly version: string; readonly platform: ReleasePlatform | null; readonly daysAgo: number }[] = [
  { version: '2.9.9', platform: 'android', daysAgo: 20 },
  { version: '1.9.9', platform: 'windows', daysAgo: 15 },
  { version: '2.10.0', platform: null, daysAgo: 45 },
  { version: '2.8.8', platform: 'ios', daysAgo: 90 },
];
