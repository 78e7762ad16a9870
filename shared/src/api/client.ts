import type { Blockchain, TokenProtocolMap } from '../contracts/data';
import type { DonationPayment } from '../contracts/events';
import { uploadTimeoutMs } from '../http/client';
import { unwrapContent } from '../http/content';
import { HttpError, type HttpClient } from '../http/types';
import { contentLanguage } from '../i18n/content-language';
import type { Locale } from '../i18n/locales';
import { normalizeBlockchains } from '../normalize/blockchains';
import { withHttpUrls } from '../content/safe-url';
import { normalizeCategories } from '../normalize/lists';
import { normalizeNewsDetail, normalizeNewsList } from '../normalize/news';
import { normalizeTokenProtocolMap } from '../normalize/token-protocols';
import { AUDIT_REPORTS_FIELD } from '../validation/audit-report';
import type { FormGuard } from '../validation/form-guard';
import type { FieldError } from '../validation/issues';
import type { DappSubmissionInput, NftSubmissionInput, TokenSubmissionInput } from '../validation/schemas';
import { API_PATHS, apiPath, DAPP_LIST_VERSION, PAGE_SIZES } from './paths';
import type {
  Activity,
  Ad,
  ApiEnvelope,
  ApiErrorBody,
  Banner,
  Category,
  Dapp,
  DonationRecord,
  FakeVersion,
  HomeSection,
  HotList,
  MarketOptionalRequest,
  MarketToken,
  NewsDetail,
  NewsItem,
  Page,
  RawBlockchain,
  RawNewsDetail,
  RawNewsItem,
  RawTokenProtocolMap,
  Release,
  ReleaseQuery,
  SearchResult,
  SubmissionReceipt,
  SubmissionStatus,
  SubscribeResponse,
} from './types';

// The package index exports this module only; the paths and wire types travel with the client.
export * from './paths';
export * from './releases';
export * from './release-version';
export type * from './types';

/** A production call answered with a non-zero `result`. */
export class ApiResultError extends Error {
  constructor(
    message: string,
    readonly result: number,
  ) {
    super(message);
    this.name = 'ApiResultError';
  }
}

/** The field errors of a refused submission (a 400 answer), or an empty list for any other failure. */
export function fieldErrorsOf(error: unknown): readonly FieldError[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as Partial<ApiErrorBody> | undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/** Seconds to wait after a 429 (its Retry-After, else the body's `retryAfter`); undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const fromBody = (error.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return error.retryAfter ?? (typeof fromBody === 'number' ? fromBody : undefined);
}

/** The body of a failed call when it is one of the api's envelopes. */
function errorBodyOf(error: unknown): ApiErrorBody | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as Partial<ApiErrorBody> | undefined;
  return typeof body?.result === 'number' && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}

function dataOf<T>(envelope: ApiEnvelope<T>, path: string): T {
  if (envelope?.result === 0) return envelope.data;
  throw new ApiResultError(envelope?.message ?? `${path} answered result ${envelope?.result}`, envelope?.result ?? -1);
}

/**
 * A multipart body: the form values (and the form guard) as JSON in `data`,
 * the logo file in `logo`, each audit report file in `audit_reports`. The
 * files are not in the JSON: the api lists them from the upload itself.
 */
function submissionForm(values: object, logo: Blob, guard?: FormGuard, auditReports: readonly Blob[] = []): FormData {
  const { [AUDIT_REPORTS_FIELD]: _listedApart, ...rest } = values as Record<string, unknown>;
  const form = new FormData();
  form.append('data', JSON.stringify({ ...rest, ...guard }));
  form.append('logo', logo, logo instanceof File ? logo.name : 'logo');
  for (const report of auditReports) form.append(AUDIT_REPORTS_FIELD, report, report instanceof File ? report.name : 'audit-report.pdf');
  return form;
}

/** Time for the files of a submission to go up (see uploadTimeoutMs). */
const uploadOptions = (...files: readonly Blob[]) => ({ timeoutMs: uploadTimeoutMs(files.reduce((sum, file) => sum + file.size, 0)) });

export interface DappListQuery extends Page {
  /** A store category, or TRENDING_CATEGORY_ID. */
  readonly categoryId?: number;
  /** A network key: only DApps on that network. */
  readonly network?: string;
}

/**
 * The typed client of the site's api, passed to every remote as `props.api`.
 * Production calls throw on failure (callers fall back to cached values);
 * content calls return `undefined` for a non-zero result (docs/product.md §8.3: silently
 * ignored). Every list comes back normalised (docs/product.md §3).
 */
export class ApiClient {
  constructor(readonly http: HttpClient) {}

  private async production<T>(path: string, query?: Record<string, string | number | undefined>, withAppVersion = false): Promise<T> {
    return dataOf(await this.http.get<ApiEnvelope<T>>(path, { query, withAppVersion }), path);
  }

  private async content<T>(path: string, query: Record<string, string | number | undefined>): Promise<T | undefined> {
    return unwrapContent(await this.http.get<ApiEnvelope<T>>(path, { query }));
  }

  // ------------------------------------------------------------ production

  /** Blockchains without deprecated ones, as {hid, icon, title, ns, chain_id}. */
  async blockchainList(): Promise<Blockchain[]> {
    return normalizeBlockchains(await this.production<RawBlockchain[]>(API_PATHS.blockchainList));
  }

  /** Token protocols grouped by protocol name, each item unselected and titled with its group. */
  async tokenProtocolMap(): Promise<TokenProtocolMap> {
    return normalizeTokenProtocolMap(await this.production<RawTokenProtocolMap>(API_PATHS.tokenProtocolMap));
  }

  /** Store categories (type 0) in display order. */
  async categoryList(): Promise<Category[]> {
    return normalizeCategories(await this.production<Category[]>(API_PATHS.categoryList, undefined, true));
  }

  /** The store home: trending first, then a block per category. */
  async homeSections(query: { readonly count?: number } = {}): Promise<HomeSection[]> {
    const sections = await this.production<HomeSection[]>(API_PATHS.homeSectionList, { count: query.count });
    return sections.map((section) => ({ ...section, dapps: withHttpUrls(section.dapps) }));
  }

  /** More DApps of one home section. */
  async sectionMore(query: Page & { readonly sectionId: number }): Promise<Dapp[]> {
    const { sectionId, start, count } = query;
    return withHttpUrls(await this.production<Dapp[]>(API_PATHS.sectionMore, { section_id: sectionId, start, count }));
  }

  /** DApps of a category (or the trending list), optionally on one network; pages of 40 by default. */
  async categoryDappList(query: DappListQuery = {}): Promise<Dapp[]> {
    const { categoryId, network, start = 0, count = PAGE_SIZES.dappStep } = query;
    return withHttpUrls(
      await this.production<Dapp[]>(API_PATHS.categoryDappList, { category_id: categoryId, ns: network, start, count }),
    );
  }

  /** The DApp store's banners. */
  async superBanners(): Promise<Banner[]> {
    return withHttpUrls(await this.production<Banner[]>(API_PATHS.superBanners));
  }

  /** Hot DApps and hot search words. */
  async hotList(): Promise<HotList> {
    const hot = await this.production<HotList>(API_PATHS.hotList);
    return { ...hot, dapps: withHttpUrls(hot.dapps) };
  }

  /** DApps matching `key` by name (typos forgiven), texts or category, in any language, best match first; optionally on one network. */
  async search(query: Page & { readonly key: string; readonly network?: string }): Promise<SearchResult> {
    const { key, network, start, count } = query;
    const result = await this.production<SearchResult>(API_PATHS.search, { key, ns: network, start, count });
    return { ...result, list: withHttpUrls(result.list), suggestion: result.suggestion ?? null };
  }

  /** DApps by id, in the order asked (favourites, detail page). */
  async dappsByIds(ids: readonly number[]): Promise<Dapp[]> {
    if (ids.length === 0) return [];
    return withHttpUrls(await this.production<Dapp[]>(API_PATHS.dappsByIds, { ids: ids.join(',') }));
  }

  /** Market data of the visitor's watch-list, or of the default list when none is given. */
  async marketOptional(request: MarketOptionalRequest = {}): Promise<MarketToken[]> {
    return dataOf(await this.http.post<ApiEnvelope<MarketToken[]>>(API_PATHS.marketOptional, request), API_PATHS.marketOptional);
  }

  // --------------------------------------------------------------- content

  /** A page of news (20 by default); null when there is nothing more (docs/product.md §4.6 "no more"). */
  async newsList(query: Page & { readonly lang: Locale }): Promise<NewsItem[] | null | undefined> {
    const { lang, start = 0, count = PAGE_SIZES.news } = query;
    const data = await this.content<RawNewsItem[] | null>(API_PATHS.newsList, { start, count, status: 0, lang: contentLanguage(lang) });
    return data === undefined ? undefined : normalizeNewsList(data);
  }

  /** One article, or null when there is no such article. */
  async newsDetail(id: number, lang: Locale): Promise<NewsDetail | null | undefined> {
    try {
      const data = await this.content<RawNewsDetail>(apiPath(API_PATHS.newsDetail, { id }), { lang: contentLanguage(lang) });
      return data === undefined ? undefined : normalizeNewsDetail(data);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }

  /** Content banners (10 by default), only those with an http url. */
  async bannerList(query: Page & { readonly lang: Locale }): Promise<Banner[] | undefined> {
    const { lang, start = 0, count = PAGE_SIZES.banner } = query;
    const data = await this.content<Banner[]>(API_PATHS.bannerList, { start, count, status: 0, lang: contentLanguage(lang) });
    return data === undefined ? undefined : withHttpUrls(data);
  }

  /** Current activities (5 by default). */
  async activityList(query: Page & { readonly lang: Locale }): Promise<Activity[] | undefined> {
    const { lang, start = 0, count = PAGE_SIZES.activity } = query;
    return this.content<Activity[]>(API_PATHS.activityList, { start, count, lang: contentLanguage(lang) });
  }

  /** Ads (5 by default); a null list becomes empty (docs/product.md §7.3). */
  async adList(query: Page & { readonly lang: Locale }): Promise<Ad[] | undefined> {
    const { lang, start = 0, count = PAGE_SIZES.ad } = query;
    const data = await this.content<Ad[] | null>(API_PATHS.adList, { start, count, lang: contentLanguage(lang) });
    return data === undefined ? undefined : (data ?? []);
  }

  /** The content API's category list, store categories only, by m_index. */
  async contentCategoryList(lang: Locale): Promise<Category[] | undefined> {
    const data = await this.content<Category[]>(API_PATHS.contentCategoryList, { lang: contentLanguage(lang) });
    return data === undefined ? undefined : normalizeCategories(data);
  }

  /** The content API's DApp list (500 by default), by category and/or search key. */
  async applicationList(query: Page & { readonly lang: Locale; readonly categoryId?: number; readonly key?: string }): Promise<Dapp[] | undefined> {
    const { lang, categoryId, key, start = 0, count = PAGE_SIZES.dapps } = query;
    const data = await this.content<Dapp[]>(API_PATHS.applicationList, {
      start, count, key, status: 0, category_id: categoryId, version: DAPP_LIST_VERSION, lang: contentLanguage(lang),
    });
    return data === undefined ? undefined : withHttpUrls(data);
  }

  // ------------------------------------------------------------ site calls

  /**
   * Subscribes an e-mail address (docs/product.md §7.4), with the footer form's guard.
   * Answers `{result: 0}` on success and `{result, message}` when the api
   * refuses (`retryAfter` too when it is 429); rejects only when the api
   * cannot be reached.
   */
  async subscribe(email: string, guard?: FormGuard): Promise<SubscribeResponse> {
    try {
      return await this.http.post<SubscribeResponse>(API_PATHS.subscribe, { email, ...guard });
    } catch (error) {
      const body = errorBodyOf(error);
      const retryAfter = retryAfterOf(error);
      if (body) return retryAfter === undefined ? { result: body.result, message: body.message } : { result: body.result, message: body.message, retryAfter };
      throw error;
    }
  }

  /**
   * Submits a DApp with its logo, its audit report files (PDF) and the form's
   * guard. A refusal rejects with an HttpError 400 (read it with
   * fieldErrorsOf; a report's problem names `audit_reports.N`); 429 carries retryAfter.
   */
  async submitDapp(values: DappSubmissionInput, logo: Blob, guard?: FormGuard, auditReports: readonly Blob[] = []): Promise<SubmissionReceipt> {
    const form = submissionForm(values, logo, guard, auditReports);
    return dataOf(await this.http.postForm<ApiEnvelope<SubmissionReceipt>>(API_PATHS.submitDapp, form, uploadOptions(logo, ...auditReports)), API_PATHS.submitDapp);
  }

  /** Submits a token with its logo; a token already submitted on the same network is refused (409). */
  async submitToken(values: TokenSubmissionInput, logo: Blob, guard?: FormGuard): Promise<SubmissionReceipt> {
    return dataOf(await this.http.postForm<ApiEnvelope<SubmissionReceipt>>(API_PATHS.submitToken, submissionForm(values, logo, guard), uploadOptions(logo)), API_PATHS.submitToken);
  }

  /** Submits an NFT collection with its logo. */
  async submitNft(values: NftSubmissionInput, logo: Blob, guard?: FormGuard): Promise<SubmissionReceipt> {
    return dataOf(await this.http.postForm<ApiEnvelope<SubmissionReceipt>>(API_PATHS.submitNft, submissionForm(values, logo, guard), uploadOptions(logo)), API_PATHS.submitNft);
  }

  /** Attaches the donate panel's payment to a submission; a link used by another submission is refused (409). */
  async attachDonation(receipt: string, donation: DonationPayment): Promise<DonationRecord> {
    const path = apiPath(API_PATHS.submissionDonation, { receipt });
    return dataOf(await this.http.post<ApiEnvelope<DonationRecord>>(path, donation), path);
  }

  /** The public review status of a submission, or null for an unknown receipt. */
  async submissionStatus(receipt: string): Promise<SubmissionStatus | null> {
    const path = apiPath(API_PATHS.submissionStatus, { receipt });
    try {
      return dataOf(await this.http.get<ApiEnvelope<SubmissionStatus>>(path), path);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  /** Releases, newest first: every version of every platform unless filtered. */
  async releases(query: ReleaseQuery = {}): Promise<Release[]> {
    return dataOf(await this.http.get<ApiEnvelope<Release[]>>(API_PATHS.releases, { query: { ...query } }), API_PATHS.releases);
  }

  /** Version numbers known to be passed off as official releases, newest report first. */
  async fakeVersions(): Promise<FakeVersion[]> {
    return dataOf(await this.http.get<ApiEnvelope<FakeVersion[]>>(API_PATHS.fakeVersions), API_PATHS.fakeVersions);
  }
}
