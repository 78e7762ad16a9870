import { telegramGroupOf, type Locale, type SiteSettings, type SocialId as ChannelId, type TelegramGroupId } from '@tp/shared';

export type SocialId = Exclude<ChannelId, 'x'> | 'twitter' | 'telegram' | 'forum' | 'email';

/** Brand names stay as they are; the others are translation keys. */
export type SocialName = { readonly brand: string } | { readonly key: string };

/** A social link; Telegram has no single address: it opens a modal with the language's group. */
export type SocialLink =
  | { readonly id: 'telegram'; readonly name: SocialName }
  | { readonly id: Exclude<SocialId, 'telegram'>; readonly name: SocialName; readonly href: string };

/** docs/product.md §2.6: the social links, in display order, to the channels of the site settings. */
export function socialLinks({ social, links, mail }: SiteSettings): readonly SocialLink[] {
  return [
    { id: 'twitter', name: { brand: 'X (Twitter)' }, href: social.x },
    { id: 'telegram', name: { brand: 'Telegram' } },
    { id: 'forum', name: { key: 'social.forum' }, href: links.forum },
    { id: 'youtube', name: { brand: 'YouTube' }, href: social.youtube },
    { id: 'discord', name: { brand: 'Discord' }, href: social.discord },
    { id: 'github', name: { brand: 'GitHub' }, href: social.github },
    { id: 'medium', name: { brand: 'Medium' }, href: social.medium },
    { id: 'email', name: { key: 'social.email' }, href: `mailto:${mail.contact}` },
  ];
}

/** The Telegram group of a language (docs/product.md §2.6): Chinese, Korean, or English for everyone else. */
export function telegramGroup(lang: Locale, { social }: SiteSettings): { readonly id: TelegramGroupId; readonly href: string } {
  const id = telegramGroupOf(lang);
  return { id, href: social.telegram[id] };
}
