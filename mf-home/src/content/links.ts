import { telegramGroupOf, type Locale, type SiteSettings, type SocialId as ChannelId } from '@tp/shared';

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

export type SocialId = ChannelId | 'telegram' | 'forum';

export interface SocialChannel {
  readonly id: SocialId;
  /** The platform's brand name, never translated; channels without one take a translated label. */
  readonly brand?: string;
  readonly url: string;
}

/** The official channels of the follow-us section, in display order, from the site settings (Telegram: the language's group). */
export function socialChannels(lang: Locale, { social, links }: SiteSettings): readonly SocialChannel[] {
  return [
    { id: 'x', brand: 'X (Twitter)', url: social.x },
    { id: 'telegram', brand: 'Telegram', url: social.telegram[telegramGroupOf(lang)] },
    { id: 'discord', brand: 'Discord', url: social.discord },
    { id: 'youtube', brand: 'YouTube', url: social.youtube },
    { id: 'medium', brand: 'Medium', url: social.medium },
    { id: 'github', brand: 'GitHub', url: social.github },
    { id: 'forum', url: links.forum },
  ];
}
