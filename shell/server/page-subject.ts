import { pageDataKey, parseArticleId, parseDappId, writeDates, type ApiClient, type Locale, type PageData, type SectionName } from '@tp/shared';
import { articleDates, newsListDates } from '@tp/shared/content/news-dates';
import { milestoneDates } from '@tp/shared/content/milestones';
import { loadNewsPromos } from '@tp/shared/content/news-promos';
import { loadTrendingPreview } from '@tp/shared/content/trending-preview';
import { loadStorePageData } from '@tp/shared/dappstore/store-page-data';
import { loadDownloadPageData } from '@tp/shared/download/render-data';
import { withSanitisedContent } from '@tp/shared/content/sanitize-article';
import type { PageSubject } from './head';

export interface SubjectRequest {
  readonly lang: Locale;
  /** The matched route's meta key (`newsArticle`, `dappstoreDetail`…). */
  readonly metaKey: string;
  /** The path after the language. */
  readonly rest: string;
  readonly query: URLSearchParams;
  /** The section the route belongs to, if any. */
  readonly section?: SectionName;
  /** The request's User-Agent header, or ''. */
  readonly userAgent: string;
}

export interface LoadedPage {
  readonly subject: PageSubject;
  /** What the sections render with, on the server and then in the browser (see page-data.ts). */
  readonly pageData: PageData;
}

const PAGE_ITSELF: LoadedPage = { subject: { kind: 'page' }, pageData: {} };
const NOT_FOUND: LoadedPage = { subject: { kind: 'not-found' }, pageData: {} };

/**
 * What a page shows, read from the api before the page is written: an
 * article or a DApp for their pages (an id the api does not know is
 * `not-found`, so the page answers 404), the first page of news and the
 * promotions for the news list, the categories and the first page of the
 * list for the DApp store, the store's categories for the DApp form, the trending DApps the home page previews, the releases and the visitor's user agent for the
 * download pages, the milestones' months for the about page, the page itself
 * for the rest. Dates and sizes go written in the page's language.
 * The data goes with the page under the key the section asks it by (the id
 * of the address: an article may answer in another language's id). An api
 * that fails gives the page as it is without data, never an error. Needs
 * a DOM for the sanitiser (provideServerWindow).
 */
export async function loadPage(api: ApiClient, { lang, metaKey, rest, query, section, userAgent }: SubjectRequest): Promise<LoadedPage> {
  if (section === 'download') return { subject: { kind: 'page' }, pageData: await loadDownloadPageData(api, userAgent, lang) };
  if (metaKey === 'about') return { subject: { kind: 'page' }, pageData: { [pageDataKey.writtenTexts(lang)]: writeDates(milestoneDates(), lang) } };
  if (metaKey === 'newsArticle') {
    const id = parseArticleId(rest.split('/')[1]);
    if (id === undefined) return NOT_FOUND;
    const answer = await api.newsDetail(id, lang).catch(() => undefined);
    if (answer === undefined) return PAGE_ITSELF;
    // Sanitised here, with the browser's rules: neither the rendered article nor the data embedded for the browser carries what they remove.
    const article = answer && withSanitisedContent(answer);
    const pageData = { [pageDataKey.article(id, lang)]: article, ...(article && { [pageDataKey.writtenTexts(lang)]: writeDates(articleDates(article), lang) }) };
    return { subject: article ? { kind: 'article', article } : { kind: 'not-found' }, pageData };
  }
  if (metaKey === 'news') {
    const [list, promos] = await Promise.all([api.newsList({ lang, start: 0 }).catch(() => undefined), loadNewsPromos(api, lang)]);
    // A list the api could not give is left to the browser, which shows the failure with a retry.
    const pageData = {
      ...(list === undefined ? {} : { [pageDataKey.newsList(lang)]: list }),
      ...(list && { [pageDataKey.writtenTexts(lang)]: writeDates(newsListDates(list), lang) }),
      [pageDataKey.newsPromos(lang)]: promos,
    };
    return { subject: { kind: 'page' }, pageData };
  }
  if (metaKey === 'home') {
    // A preview the api could not give is left to the browser, which shows the failure with a retry.
    const preview = await loadTrendingPreview(api).catch(() => undefined);
    return { subject: { kind: 'page' }, pageData: preview === undefined ? {} : { [pageDataKey.trendingPreview(lang)]: preview } };
  }
  if (metaKey === 'dappstore') return { subject: { kind: 'page' }, pageData: await loadStorePageData(api, lang, query) };
  if (metaKey === 'submitDapp') {
    // Categories the api could not give are left to the browser, which shows the failure with a retry.
    const categories = await api.categoryList().catch(() => undefined);
    return { subject: { kind: 'page' }, pageData: categories === undefined ? {} : { [pageDataKey.storeCategories(lang)]: categories } };
  }
  if (metaKey === 'dappstoreDetail') {
    const id = parseDappId(query.get('id'));
    if (id === null) return NOT_FOUND;
    const dapps = await api.dappsByIds([id]).catch(() => undefined);
    if (!dapps) return PAGE_ITSELF;
    const dapp = dapps.find((candidate) => candidate.id === id) ?? null;
    return { subject: dapp ? { kind: 'dapp', dapp } : { kind: 'not-found' }, pageData: { [pageDataKey.dapp(id, lang)]: dapp } };
  }
  return PAGE_ITSELF;
}
