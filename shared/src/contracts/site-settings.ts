import type { ReleaseStore } from '../api/releases';
import type { Locale } from '../i18n/locales';
import type { PageData } from './page-data';

/**
 * The wallet's pages outside this site that the sections link to, by name.
 * Their addresses belong to a deployment: they live in the site settings file
 * (`site-settings.json`), never in a section's code.
 */
export const SITE_LINK_IDS = [
  'extension',
  'hardwareWallet',
  'card',
  'approvalDetector',
  'tokenSecurity',
  'keyGenerator',
  'tokenProfile',
  'tokenClaim',
  'inscription',
  'batchSender',
  'verify',
  'energyRental',
  'swap',
  'bridge',
  'buy',
  'market',
  'submitChain',
  'bugBounty',
  'guides',
  'keystore',
  'privateKey',
  'brandKit',
  'helpCenter',
  'contact',
  'forum',
  'regionNotice',
  'sdkJs',
  'sdkAndroid',
  'sdkIos',
  'deeplinkDocs',
] as const;
export type SiteLinkId = (typeof SITE_LINK_IDS)[number];

/** The mailboxes the pages offer. */
export const SITE_MAIL_IDS = ['contact', 'partner', 'ambassador'] as const;
export type SiteMailId = (typeof SITE_MAIL_IDS)[number];

/** The social channels with one address for every language. */
export const SOCIAL_IDS = ['x', 'youtube', 'discord', 'github', 'medium'] as const;
export type SocialId = (typeof SOCIAL_IDS)[number];

/** Telegram groups are run per language community (docs/product.md §2.6): Chinese, Korean, English for everyone else. */
export const TELEGRAM_GROUPS = ['zh', 'ko', 'en'] as const;
export type TelegramGroupId = (typeof TELEGRAM_GROUPS)[number];

export interface StoreListing {
  /** The listing's id in its store (package name, app id, extension id). */
  readonly id: string;
  readonly url: string;
}

/**
 * Every address a deployment fills in, as the site server read and checked it
 * at start (`site-settings.json`, see README "Site settings"). The shell hands
 * it to every application (`ShellProps.site`), the server renders pages with
 * it, and the api's checks and seed read the same file.
 */
export interface SiteSettings {
  /** The wallet's own web domains; the first is the main one. */
  readonly officialDomains: readonly string[];
  /** Where legacy static pages, the legal pages and the packages live (docs/product.md §2.3), without a trailing slash. */
  readonly staticHost: string;
  readonly links: Readonly<Record<SiteLinkId, string>>;
  /** E-mail addresses, without `mailto:`. */
  readonly mail: Readonly<Record<SiteMailId, string>>;
  readonly social: Readonly<Record<SocialId, string>> & { readonly telegram: Readonly<Record<TelegramGroupId, string>> };
  /** The wallet's listing in each store. */
  readonly stores: Readonly<Record<ReleaseStore, StoreListing>>;
  readonly donation: {
    /** The BSC address that receives donations (docs/product.md §2.11): the donate panel shows it, the api's check expects transfers to it. */
    readonly receivingAddress: `0x${string}`;
    /** TPT's BEP20 contract and its decimals. */
    readonly tokenContract: `0x${string}`;
    readonly tokenDecimals: number;
    /** The external page where BNB is swapped for TPT. */
    readonly swapPage: string;
  };
}

/** The Telegram group of a language. */
export function telegramGroupOf(lang: Locale): TelegramGroupId {
  if (lang === 'zh' || lang === 'zh-tw') return 'zh';
  return lang === 'ko' ? 'ko' : 'en';
}

/**
 * A page of the static host (docs/product.md §2.3, the legal pages among them): each has a Chinese
 * and an English version; Chinese locales, and addresses without a language, get the Chinese one.
 */
export function staticPageUrl(staticHost: string, lang: Locale | null, page: string): string {
  const variant = lang === null || lang === 'zh' || lang === 'zh-tw' ? 'zh' : 'en';
  return `${staticHost}/${variant}/${page}`;
}

/** The key of the site settings in the page's embedded data: the server renders with them and the shell reads them from there. */
export const SITE_SETTINGS_PAGE_DATA_KEY = 'site:settings';

/** The site settings a page was rendered with, or undefined when it carries none. */
export function siteSettingsOf(pageData: PageData | undefined): SiteSettings | undefined {
  const value = pageData?.[SITE_SETTINGS_PAGE_DATA_KEY];
  return value && typeof value === 'object' ? (value as SiteSettings) : undefined;
}
