import { isLocale, type Locale } from '../i18n/locales';

/** The sections of the site; each is one federated remote owned by one team. */
export type SectionName = 'home' | 'dappstore' | 'news' | 'submit' | 'download';

export interface PageRoute {
  /** Path after `/{lang}`, react-router style (`''` is the language root). */
  readonly path: string;
  readonly section: SectionName;
  /** Key of the page's title and description in the shell's `meta` namespace. */
  readonly metaKey: string;
  /** Listed in sitemap.xml. Parameterised routes are not. */
  readonly inSitemap: boolean;
  /**
   * Its section shows networks by name and icon (the shell's blockchain list): the page carries the list,
   * so the server renders the networks the browser shows, and nothing moves when the list arrives.
   */
  readonly showsNetworks?: true;
  /** Its section shows the product's figures: the page carries them written in its language (content/figures.ts). */
  readonly showsFigures?: true;
}

/**
 * Every page route of the site (docs/product.md §2.2). The shell uses it to pick the section,
 * the site server to answer 200 or 404, to write titles and the sitemap.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '', section: 'home', metaKey: 'home', inSitemap: true, showsNetworks: true, showsFigures: true },
  { path: 'about', section: 'home', metaKey: 'about', inSitemap: true },
  { path: 'dapp', section: 'home', metaKey: 'dapp', inSitemap: true },
  { path: 'developer', section: 'home', metaKey: 'developer', inSitemap: true },
  { path: 'partner', section: 'home', metaKey: 'partner', inSitemap: true, showsFigures: true },
  { path: 'recruiting', section: 'home', metaKey: 'recruiting', inSitemap: true },
  { path: 'dappstore', section: 'dappstore', metaKey: 'dappstore', inSitemap: true, showsNetworks: true },
  { path: 'dappstore/detail', section: 'dappstore', metaKey: 'dappstoreDetail', inSitemap: false, showsNetworks: true },
  { path: 'news', section: 'news', metaKey: 'news', inSitemap: true },
  { path: 'news/:id', section: 'news', metaKey: 'newsArticle', inSitemap: false },
  { path: 'submit/dapp', section: 'submit', metaKey: 'submitDapp', inSitemap: true, showsNetworks: true },
  { path: 'submit/token', section: 'submit', metaKey: 'submitToken', inSitemap: true, showsNetworks: true },
  { path: 'submit/nft', section: 'submit', metaKey: 'submitNft', inSitemap: true, showsNetworks: true },
  { path: 'submit/status/:receipt', section: 'submit', metaKey: 'submitStatus', inSitemap: false },
  { path: 'project/dapp', section: 'submit', metaKey: 'submitDapp', inSitemap: false },
  { path: 'project/token', section: 'submit', metaKey: 'submitToken', inSitemap: false },
  { path: 'project/nft', section: 'submit', metaKey: 'submitNft', inSitemap: false },
  { path: 'success', section: 'submit', metaKey: 'success', inSitemap: false },
  { path: 'download/app', section: 'download', metaKey: 'download', inSitemap: true },
  { path: 'download/android', section: 'download', metaKey: 'downloadAndroid', inSitemap: true },
  { path: 'download/ios', section: 'download', metaKey: 'downloadIos', inSitemap: true },
  { path: 'download/pc', section: 'download', metaKey: 'downloadPc', inSitemap: true },
];

/** The footer is hidden on these paths (docs/product.md §2.4). */
export const FOOTERLESS_PATHS = ['dappstore/detail'] as const;

export interface ParsedPath {
  /** The language segment, or null when the path has none or an unknown one. */
  readonly lang: Locale | null;
  /** The first segment when it looks like a language but is not one of ours. */
  readonly unknownLang: string | null;
  /** The path after the language, without leading or trailing slashes. */
  readonly rest: string;
}

const LANGUAGE_LIKE = /^[a-z]{2,3}(-[a-z]{2,4})?$/i;

/** The first segment of every path the site serves that is not a language. */
export const NON_LANGUAGE_ROOTS = new Set([
  'download', 'dappstore', 'news', 'about', 'dapp', 'developer', 'partner', 'recruiting', 'success',
  'project', 'submit', '404', 'api', 'v1', 'shell', 'remotes', 'registry.json', 'robots.txt',
  'sitemap.xml', 'openapi.json', 'favicon.ico', 'admin',
]);

export function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (isLocale(first)) return { lang: first, unknownLang: null, rest: segments.slice(1).join('/') };
  if (first && LANGUAGE_LIKE.test(first) && !NON_LANGUAGE_ROOTS.has(first)) {
    return { lang: null, unknownLang: first, rest: segments.slice(1).join('/') };
  }
  return { lang: null, unknownLang: null, rest: segments.join('/') };
}

function matches(pattern: string, rest: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = rest.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? b[i].length > 0 : seg === b[i]));
}

/** The route a path after the language belongs to, or undefined for a 404. */
export function matchRoute(rest: string): PageRoute | undefined {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  return PAGE_ROUTES.find((route) => matches(route.path, clean));
}

/** The section that owns a path after the language: by prefix, so a section may own sub-routes it adds. */
export function sectionForPath(rest: string): SectionName | undefined {
  return matchRoute(rest)?.section;
}

export function isFooterlessPath(rest: string): boolean {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  return FOOTERLESS_PATHS.some((p) => clean === p);
}

/** Replaces the language of a path, keeping the rest of it (docs/product.md §4.4). */
export function localizePath(pathname: string, lang: Locale): string {
  const { rest } = parsePath(pathname);
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

export const SITE_NAME = 'TP Wallet';

/** A page's document title: the home page's stands alone, the others carry the site's name. */
export function documentTitle(pageTitle: string, metaKey: string): string {
  return metaKey === 'home' ? pageTitle : `${pageTitle} · ${SITE_NAME}`;
}
