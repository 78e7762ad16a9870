import { staticPageUrl, TRENDING_CATEGORY_ID, type Locale, type SiteLinkId, type SiteSettings } from '@tp/shared';

/** A link of the header or footer: a page of this site (`to`) or an external page (`href`). */
export type SiteEntry =
  | { readonly key: string; readonly to: string; readonly descriptionKey?: string }
  | { readonly key: string; readonly href: string; readonly descriptionKey?: string };

export function isExternal(entry: SiteEntry): entry is Extract<SiteEntry, { href: string }> {
  return 'href' in entry;
}

/** The DApp store opens on its trending category (docs/product.md §2.5). */
export const DAPPSTORE_TRENDING = `/dappstore?category_id=${TRENDING_CATEGORY_ID}`;

/** The site's own pages in the header and footer, each by its name under `entry` in the strings. */
const PAGES = {
  mobileWallet: '/download/app',
  desktopWallet: '/download/pc',
  developer: '/developer',
  submitDapp: '/submit/dapp',
  submitToken: '/submit/token',
  submitNft: '/submit/nft',
  dappInfo: '/dapp',
  about: '/about',
  careers: '/recruiting',
  partners: '/partner',
} as const;

/** The wallet's pages elsewhere in the header and footer, each by the same name in the site settings' links and under `entry` in the strings. */
const ELSEWHERE = [
  'extension', 'hardwareWallet', 'card',
  'approvalDetector', 'tokenSecurity', 'keyGenerator', 'tokenProfile', 'tokenClaim', 'inscription', 'batchSender', 'verify', 'energyRental',
  'swap', 'bridge', 'buy', 'market',
  'submitChain', 'bugBounty', 'guides', 'keystore', 'privateKey', 'brandKit', 'helpCenter', 'contact', 'forum',
] as const satisfies readonly SiteLinkId[];

/** The line the header's menus show under an entry's name. */
const NOTES: Partial<Record<SiteLinkId, string>> = { energyRental: 'entry.energyRentalNote', buy: 'entry.buyNote' };

type EntryName = keyof typeof PAGES | (typeof ELSEWHERE)[number] | 'dappStore' | 'news';

/** Entries shared by the header's menus and the footer's columns; the wallet's other pages come from the site settings. */
export function siteEntries({ links }: SiteSettings): Readonly<Record<EntryName, SiteEntry>> {
  const pages = Object.entries(PAGES).map(([name, to]) => [name, { key: `entry.${name}`, to }]);
  const elsewhere = ELSEWHERE.map((name) => [name, { key: `entry.${name}`, href: links[name], ...(NOTES[name] && { descriptionKey: NOTES[name] }) }]);
  return {
    ...(Object.fromEntries([...pages, ...elsewhere]) as Record<Exclude<EntryName, 'dappStore' | 'news'>, SiteEntry>),
    dappStore: { key: 'nav.dappStore', to: DAPPSTORE_TRENDING },
    news: { key: 'nav.news', to: '/news' },
  };
}

/** A titled list of entries: a header menu or a footer column. */
export interface EntryGroup {
  readonly id: string;
  readonly titleKey: string;
  readonly entries: readonly SiteEntry[];
}

/** One item of the header's top navigation: a menu, or a single link. */
export type NavItem = { readonly kind: 'menu'; readonly group: EntryGroup } | { readonly kind: 'link'; readonly entry: SiteEntry };

/** The header's navigation (docs/product.md §2.5), in display order. */
export function headerNav(site: SiteSettings): readonly NavItem[] {
  const E = siteEntries(site);
  return [
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
}

/** Legal pages live on the static host in a Chinese and an English version (docs/product.md §2.3): Chinese locales get the Chinese one. */
export function legalEntries(lang: Locale, { staticHost }: SiteSettings): readonly SiteEntry[] {
  return [
    { key: 'entry.privacy', href: staticPageUrl(staticHost, lang, 'privacy.html') },
    { key: 'entry.terms', href: staticPageUrl(staticHost, lang, 'terms.html') },
  ];
}

/** The footer's link columns (docs/product.md §2.6), in display order. */
export function footerColumns(lang: Locale, site: SiteSettings): readonly EntryGroup[] {
  const E = siteEntries(site);
  return [
    { id: 'products', titleKey: 'footer.products', entries: [E.mobileWallet, E.extension, E.desktopWallet, E.hardwareWallet, E.card] },
    { id: 'tools', titleKey: 'footer.tools', entries: [E.swap, E.bridge, E.buy, E.approvalDetector, E.tokenSecurity, E.batchSender, E.energyRental] },
    { id: 'explorer', titleKey: 'footer.explorer', entries: [E.dappStore, E.market, E.news, E.verify] },
    { id: 'build', titleKey: 'footer.build', entries: [E.developer, E.submitDapp, E.submitToken, E.submitNft, E.submitChain, E.bugBounty] },
    { id: 'learn', titleKey: 'footer.learn', entries: [E.guides, E.dappInfo, E.keystore, E.privateKey] },
    { id: 'company', titleKey: 'footer.company', entries: [E.about, E.careers, E.partners, E.brandKit] },
    { id: 'support', titleKey: 'footer.support', entries: [E.helpCenter, E.contact, E.forum] },
    { id: 'legal', titleKey: 'footer.legal', entries: legalEntries(lang, site) },
  ];
}
