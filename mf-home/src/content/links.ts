import type { Locale } from '@tp/shared/i18n/locales';

/**
 * Addresses outside this site that the home and information pages point to.
 * They live in one place so an operator can change a destination without
 * touching the pages.
 */
export const EXTERNAL = {
  extensionStore: 'https://extension.tp-wallet.example/install',
  hardwareWallet: 'https://hardware.tp-wallet.example',
  card: 'https://card.tp-wallet.example',
  swap: 'https://swap.tp-wallet.example',
  bridge: 'https://bridge.tp-wallet.example',
  buyCrypto: 'https://buy.tp-wallet.example',
  sdkJs: 'https://github.tp-wallet.example/js-sdk',
  sdkAndroid: 'https://github.tp-wallet.example/android-sdk',
  sdkIos: 'https://github.tp-wallet.example/ios-sdk',
  deeplinkDocs: 'https://docs.tp-wallet.example/deeplink',
  chainListing: 'https://github.tp-wallet.example/chain-list',
  partnerMail: 'mailto:partner@tp-wallet.example',
  ambassadorMail: 'mailto:ambassador@tp-wallet.example',
} as const;

/** Pages of this site the home section links to (paths after the language). */
export const SITE = {
  home: '/',
  about: '/about',
  dappInfo: '/dapp',
  developer: '/developer',
  partner: '/partner',
  recruiting: '/recruiting',
  news: '/news',
  dappStore: '/dappstore?category_id=99998',
  download: '/download/app',
  downloadIos: '/download/ios',
  downloadAndroid: '/download/android',
  downloadPc: '/download/pc',
  submitDapp: '/submit/dapp',
  submitToken: '/submit/token',
  submitNft: '/submit/nft',
} as const;

/** A DApp's page in the store. */
export function dappDetailPath(id: number): string {
  return `/dappstore/detail?id=${encodeURIComponent(id)}`;
}

export type SocialId = 'x' | 'telegram' | 'discord' | 'youtube' | 'medium' | 'github' | 'forum';

export interface SocialChannel {
  readonly id: SocialId;
  /** The platform's brand name, never translated; channels without one take a translated label. */
  readonly brand?: string;
  readonly url: string;
}

/** Telegram groups are run per language community (docs/product.md §2.6: Chinese, Korean or English). */
function telegramUrl(lang: Locale): string {
  if (lang === 'zh' || lang === 'zh-tw') return 'https://t.tp-wallet.example/zh';
  if (lang === 'ko') return 'https://t.tp-wallet.example/ko';
  return 'https://t.tp-wallet.example/en';
}

/** The official channels of the follow-us section, in display order. */
export function socialChannels(lang: Locale): readonly SocialChannel[] {
  return [
    { id: 'x', brand: 'X (Twitter)', url: 'https://x.tp-wallet.example' },
    { id: 'telegram', brand: 'Telegram', url: telegramUrl(lang) },
    { id: 'discord', brand: 'Discord', url: 'https://discord.tp-wallet.example' },
    { id: 'youtube', brand: 'YouTube', url: 'https://youtube.tp-wallet.example' },
    { id: 'medium', brand: 'Medium', url: 'https://medium.tp-wallet.example' },
    { id: 'github', brand: 'GitHub', url: 'https://github.tp-wallet.example' },
    { id: 'forum', url: 'https://forum.tp-wallet.example' },
  ];
}
