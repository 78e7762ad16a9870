import { parseArticleId, parseDappId, type ApiClient, type Locale } from '@tp/shared';
import type { PageSubject } from './head';

export interface SubjectRequest {
  readonly lang: Locale;
  /** The matched route's meta key (`newsArticle`, `dappstoreDetail`…). */
  readonly metaKey: string;
  /** The path after the language. */
  readonly rest: string;
  readonly query: URLSearchParams;
}

/**
 * What a page shows, read from the api before the page is written: an
 * article or a DApp for their pages (an id the api does not know is
 * `not-found`, so the page answers 404), the page itself for the rest.
 * An api that fails gives the page as it is without data, never an error.
 */
export async function loadPageSubject(api: ApiClient, request: SubjectRequest): Promise<PageSubject> {
  const { lang, metaKey, rest, query } = request;
  if (metaKey === 'newsArticle') {
    const id = parseArticleId(rest.split('/')[1]);
    if (id === undefined) return { kind: 'not-found' };
    const article = await api.newsDetail(id, lang).catch(() => undefined);
    if (article === null) return { kind: 'not-found' };
    return article ? { kind: 'article', article } : { kind: 'page' };
  }
  if (metaKey === 'dappstoreDetail') {
    const id = parseDappId(query.get('id'));
    if (id === null) return { kind: 'not-found' };
    const dapps = await api.dappsByIds([id]).catch(() => undefined);
    if (!dapps) return { kind: 'page' };
    const dapp = dapps.find((candidate) => candidate.id === id);
    return dapp ? { kind: 'dapp', dapp } : { kind: 'not-found' };
  }
  return { kind: 'page' };
}
