import type { Locale } from '@tp/shared';
import { OFFICIAL_DOMAIN } from './site-links';

export type SocialId = 'twitter' | 'telegram' | 'forum' | 'youtube' | 'discord' | 'github' | 'medium' | 'email';

/** Brand names stay as they are; the others are translation keys. */
export type SocialName = { readonly brand: string } | { readonly key: string };

/** A social link; Telegram has no single address: it opens a modal with the language's group. */
export type SocialLink =
  | { readonly id: 'telegram'; readonly name: SocialName }
  | { readonly id: Exclude<SocialId, 'telegram'>; readonly name: SocialName; readonly href: string };

export const CONTACT_EMAIL = `service@${OFFICIAL_DOMAIN}`;

/** docs/product.md §2.6: the social links, in display order. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'twitter', name: { brand: 'X (Twitter)' }, href: 'https://x.com/TPWalletHQ' },
  { id: 'telegram', name: { brand: 'Telegram' } },
  { id: 'forum', name: { key: 'social.forum' }, href: `https://forum.${OFFICIAL_DOMAIN}` },
  { id: 'youtube', name: { brand: 'YouTube' }, href: 'https://www.youtube.com/@TPWalletHQ' },
  { id: 'discord', name: { brand: 'Discord' }, href: 'https://discord.gg/tpwallet' },
  { id: 'github', name: { brand: 'GitHub' }, href: 'https://github.com/TPWalletHQ' },
  { id: 'medium', name: { brand: 'Medium' }, href: 'https://medium.com/@TPWalletHQ' },
  { id: 'email', name: { key: 'social.email' }, href: `mailto:${CONTACT_EMAIL}` },
];

export type TelegramGroupId = 'zh' | 'ko' | 'en';

/** The Telegram group of a language (docs/product.md §2.6): Chinese, Korean, or English for everyone else. */
export function telegramGroup(lang: Locale): { readonly id: TelegramGroupId; readonly href: string } {
  const id: TelegramGroupId = lang === 'zh' || lang === 'zh-tw' ? 'zh' : lang === 'ko' ? 'ko' : 'en';
  return { id, href: `https://t.me/TPWallet_${id.toUpperCase()}` };
}
