/** Every path of the api, shared by the server's routes and the client (docs/product.md §7: the production and content APIs plus the site's own calls). */
export const API_PATHS = {
  // Production API (docs/product.md §7.2).
  blockchainList: '/v1/block_chain/list',
  homeSectionList: '/v1/application/home_section_list',
  sectionMore: '/v1/application/section_more',
  categoryList: '/v1/application/category_list',
  categoryDappList: '/v1/application/category_dapplist',
  superBanners: '/v1/banner/superlist',
  hotList: '/v1/application/hot_list',
  search: '/v1/application/search',
  marketOptional: '/v1/swap_market/market_optional',
  dappsByIds: '/v1/application/listbyids_new',
  tokenProtocolMap: '/v1/token/ns_token_protocol_list_map',
  // Content API (docs/product.md §7.3).
  newsList: '/v1/news/list',
  newsDetail: '/v1/news/:id',
  bannerList: '/v1/banner/list',
  activityList: '/v1/activity/list',
  contentCategoryList: '/v1/category/list',
  applicationList: '/v1/application/list',
  adList: '/v1/ad/list',
  // The site's own calls.
  subscribe: '/api/tokenPocket/subscribe',
  submitDapp: '/api/submissions/dapp',
  submitToken: '/api/submissions/token',
  submitNft: '/api/submissions/nft',
  submissionStatus: '/api/submissions/:receipt',
  submissionDonation: '/api/submissions/:receipt/donation',
  logo: '/api/logos/:id',
  releases: '/api/releases',
  fakeVersions: '/api/releases/fake-versions',
  openapi: '/openapi.json',
} as const;

/** Fills `:name` segments, encoding each value. */
export function apiPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** docs/product.md §9.5: the trending category of the DApp store. */
export const TRENDING_CATEGORY_ID = 99998;

/** Page sizes (docs/product.md §7.3 and §9.5). */
export const PAGE_SIZES = {
  news: 20,
  activity: 5,
  ad: 5,
  banner: 10,
  dapps: 500,
  /** The DApp list's next-page step (docs/product.md §4.7). */
  dappStep: 40,
} as const;

/** Search totals are counted up to this many matches, so a one-letter key stays cheap. */
export const SEARCH_TOTAL_CAP = 1000;

/** docs/product.md §7.3: the DApp list's `version` parameter. */
export const DAPP_LIST_VERSION = '10.0.0';
