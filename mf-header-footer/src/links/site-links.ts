import { TRENDING_CATEGORY_ID, type Locale } from '@tp/shared';

/**
 * The wallet's own web properties outside this site (apps, tools, help,
 * forum). One domain, so a staging copy or a rebrand is one edit. It matches
 * the static host the site server redirects legacy pages to.
 */
export const OFFICIAL_DOMAIN = 'tp-wallet.example';

const www = (path: string) => `https://www.${OFFICIAL_DOMAIN}${path}`;
const on = (subdomain: string, path = '') => `https://${subdomain}.${OFFICIAL_DOMAIN}${path}`;

/** A link of the header or footer: a page of this site (`to`) or an external page (`href`). */
export type SiteEntry =
  | { readonly key: string; readonly to: string; readonly descriptionKey?: string }
  | { readonly key: string; readonly href: string; readonly descriptionKey?: string };

export function isExternal(entry: SiteEntry): entry is Extract<SiteEntry, { href: string }> {
  return 'href' in entry;
}

/** The DApp store opens on its trending category (docs/product.md §2.5). */
export const DAPPSTORE_TRENDING = `/dappstore?category_id=${TRENDING_CATEGORY_ID}`;

/** Entries shared by the header's menus and the footer's columns. */
export const ENTRIES = {
  mobileWallet: { key: 'entry.mobileWallet', to: '/download/app' },
  extension: { key: 'entry.extension', href: www('/extension') },
  desktopWallet: { key: 'entry.desktopWallet', to: '/download/pc' },
  hardwareWallet: { key: 'entry.hardwareWallet', href: www('/hardware-wallet') },
  card: { key: 'entry.card', href: www('/card') },

  approvalDetector: { key: 'entry.approvalDetector', href: on('tools', '/approval') },
  tokenSecurity: { key: 'entry.tokenSecurity', href: on('tools', '/token-security') },
  keyGenerator: { key: 'entry.keyGenerator', href: on('tools', '/key-generator') },
  tokenProfile: { key: 'entry.tokenProfile', href: on('tools', '/token-profile') },
  tokenClaim: { key: 'entry.tokenClaim', href: on('tools', '/token-claim') },
  inscription: { key: 'entry.inscription', href: on('tools', '/inscription') },
  batchSender: { key: 'entry.batchSender', href: on('tools', '/batch-sender') },
  verify: { key: 'entry.verify', href: www('/verify') },
  energyRental: { key: 'entry.energyRental', href: on('tools', '/energy'), descriptionKey: 'entry.energyRentalNote' },

  swap: { key: 'entry.swap', href: www('/swap') },
  bridge: { key: 'entry.bridge', href: www('/bridge') },
  buy: { key: 'entry.buy', href: www('/buy'), descriptionKey: 'entry.buyNote' },
  market: { key: 'entry.market', href: www('/market') },

  dappStore: { key: 'nav.dappStore', to: DAPPSTORE_TRENDING },
  news: { key: 'nav.news', to: '/news' },

  developer: { key: 'entry.developer', to: '/developer' },
  submitDapp: { key: 'entry.submitDapp', to: '/submit/dapp' },
  submitToken: { key: 'entry.submitToken', to: '/submit/token' },
  submitNft: { key: 'entry.submitNft', to: '/submit/nft' },
  submitChain: { key: 'entry.submitChain', href: on('developers', '/submit-chain') },
  bugBounty: { key: 'entry.bugBounty', href: www('/bug-bounty') },

  guides: { key: 'entry.guides', href: on('help', '/guides') },
  keystore: { key: 'entry.keystore', href: on('help', '/articles/what-is-keystore') },
  privateKey: { key: 'entry.privateKey', href: on('help', '/articles/what-is-private-key') },
  dappInfo: { key: 'entry.dappInfo', to: '/dapp' },

  about: { key: 'entry.about', to: '/about' },
  careers: { key: 'entry.careers', to: '/recruiting' },
  partners: { key: 'entry.partners', to: '/partner' },
  brandKit: { key: 'entry.brandKit', href: www('/brand-kit') },

  helpCenter: { key: 'entry.helpCenter', href: on('help') },
  contact: { key: 'entry.contact', href: www('/contact') },
  forum: { key: 'entry.forum', href: on('forum') },
} as const satisfies Record<string, SiteEntry>;

/** A titled list of entries: a header menu or a footer column. */
export interface EntryGroup {
  readonly id: string;
  readonly titleKey: string;
  readonly entries: readonly SiteEntry[];
}

/** One item of the header's top navigation: a menu, or a single link. */
export type NavItem = { readonly kind: 'menu'; readonly group: EntryGroup } | { readonly kind: 'link'; readonly entry: SiteEntry };

const E = ENTRIES;

/** The header's navigation (docs/product.md §2.5), in display order. */
export const HEADER_NAV: readonly NavItem[] = [
  { kind: 'menu', group: { id: 'products', titleKey: 'nav.products', entries: [E.mobileWallet, E.extension, E.desktopWallet, E.hardwareWallet, E.card] } },
  {
    kind: 'menu',
    group: {
      id: 'tools',
      titleKey: 'nav.tools',
      entries: [E.approvalDetector, E.tokenSecurity, E.keyGenerator, E.tokenProfile, E.tokenClaim, E.inscription, E.batchSender, E.verify, E.energyRental],
    },
  },
  { kind: 'menu', group: { id: 'trade', titleKey: 'nav.trade', entries: [E.swap, E.bridge, E.buy, E.market] } },
  { kind: 'link', entry: E.dappStore },
  { kind: 'link', entry: E.news },
  { kind: 'menu', group: { id: 'build', titleKey: 'nav.build', entries: [E.developer, E.submitDapp, E.submitToken, E.submitNft, E.submitChain] } },
  { kind: 'menu', group: { id: 'support', titleKey: 'nav.support', entries: [E.helpCenter, E.contact, E.forum] } },
];

/** Legal pages exist in a Chinese and an English version (docs/product.md §2.3): Chinese locales get the Chinese one. */
export function legalEntries(lang: Locale): readonly SiteEntry[] {
  const variant = lang === 'zh' || lang === 'zh-tw' ? 'zh' : 'en';
  return [
    { key: 'entry.privacy', href: on('static', `/${variant}/privacy.html`) },
    { key: 'entry.terms', href: on('static', `/${variant}/terms.html`) },
  ];
}

/** The footer's link columns (docs/product.md §2.6), in display order. */
export function footerColumns(lang: Locale): readonly EntryGroup[] {
  return [
    { id: 'products', titleKey: 'footer.products', entries: [E.mobileWallet, E.extension, E.desktopWallet, E.hardwareWallet, E.card] },
    { id: 'tools', titleKey: 'footer.tools', entries: [E.swap, E.bridge, E.buy, E.approvalDetector, E.tokenSecurity, E.batchSender, E.energyRental] },
    { id: 'explorer', titleKey: 'footer.explorer', entries: [E.dappStore, E.market, E.news, E.verify] },
    { id: 'build', titleKey: 'footer.build', entries: [E.developer, E.submitDapp, E.submitToken, E.submitNft, E.submitChain, E.bugBounty] },
    { id: 'learn', titleKey: 'footer.learn', entries: [E.guides, E.dappInfo, E.keystore, E.privateKey] },
    { id: 'company', titleKey: 'footer.company', entries: [E.about, E.careers, E.partners, E.brandKit] },
    { id: 'support', titleKey: 'footer.support', entries: [E.helpCenter, E.contact, E.forum] },
    { id: 'legal', titleKey: 'footer.legal', entries: legalEntries(lang) },
  ];
}

/** Where the zh banner's "learn more" leads: the notice on regional availability. */
export const REGION_NOTICE_URL = on('help', '/zh/articles/regional-availability');
