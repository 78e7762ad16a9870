import type { Locale } from '../i18n/locales';
import type { Blockchain } from './data';

/**
 * The data a page was rendered with on the server, by key. The site server
 * reads it from the api, renders the sections with it and embeds it in the
 * page (JSON in the element PAGE_DATA_ELEMENT_ID); the shell reads it back
 * (`readPageData` of `@tp/shared/stored/page-data`) and hands it to every
 * application as `ShellProps.pageData`, so the first render in the browser
 * shows the same thing without asking the api again. A key that is present
 * with `null` means the api has no such thing (the page is a 404).
 */
export type PageData = Readonly<Record<string, unknown>>;

export const PAGE_DATA_ELEMENT_ID = 'tp-page-data';

/** The keys of the data a page may carry. */
export const pageDataKey = {
  /** The blockchain list (`Blockchain[]`, as `blockchainList` answers it) on the pages that show networks (`PageRoute.showsNetworks`). */
  blockchains: () => 'shell:blockchains',
  /** The news list's first page (`NewsItem[]`, null when there is no news) as `newsList` answers it in the page's language. */
  newsList: (lang: Locale) => `news:list:${lang}`,
  /** The news list's promotions (`NewsPromos` of content/news-promos.ts) in the page's language. */
  newsPromos: (lang: Locale) => `news:promos:${lang}`,
  /** A news article (`NewsDetail`) as `/v1/news/{id}` answers it in the page's language. */
  article: (id: number, lang: Locale) => `news:article:${id}:${lang}`,
  /** The store's categories (`Category[]`) as `categoryList` answers them in the page's language, on the store's pages and the DApp form. */
  storeCategories: (lang: Locale) => `dappstore:categories:${lang}`,
  /** The first page (`DappPage` of dappstore/dapp-source.ts) of the store list `source` (its `sourceKey`) in the page's language. */
  storeList: (source: string, lang: Locale) => `dappstore:list:${lang}:${source}`,
  /** Every release and the known fake versions (`KnownReleases` of download/page-data.ts), on the download pages. */
  releases: () => 'download:releases',
  /** The QR codes of the links the download pages may offer (`QrCodes` of download/qr-code.ts), so the page draws them without the encoder. */
  qrCodes: () => 'download:qr-codes',
  /** The user agent the page was rendered for (a string), on the download pages, which open on the visitor's platform. */
  visitorUserAgent: () => 'download:user-agent',
  /** The product's figures (`FigureTexts` of content/figures.ts) written in the page's language, on the pages that show them (`PageRoute.showsFigures`). */
  figures: (lang: Locale) => `home:figures:${lang}`,
  /** The dates and file sizes the page's sections show, written in the page's language (`writeDates`, `writeByteSizes`), kept by each section before it hydrates (i18n/written-texts.ts). */
  writtenTexts: (lang: Locale) => `texts:${lang}`,
  /** The store's first trending DApps (`Dapp[]`, see content/trending-preview.ts) that the home page previews, in the page's language. */
  trendingPreview: (lang: Locale) => `home:trending:${lang}`,
  /** A DApp (`Dapp`) as `listbyids_new` answers it in the page's language. */
  dapp: (id: number, lang: Locale) => `dapp:${id}:${lang}`,
} as const;

/** The blockchain list the page came with: the server rendered its networks from it, and the browser starts from it. */
export function blockchainsOf(pageData: PageData | undefined): readonly Blockchain[] | undefined {
  const value = pageData?.[pageDataKey.blockchains()];
  return Array.isArray(value) ? (value as Blockchain[]) : undefined;
}
