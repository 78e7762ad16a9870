import type { Category, Dapp, RawBlockchain } from '@tp/shared/api/types';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { SEARCH_TOTAL_CAP } from '@tp/shared/api/paths';
import type { JsonText } from '../db/sql';
import type { CatalogueCache } from './catalogue-cache';
import { listBlockchains, listCategories } from './catalog';
import { searchDapps, type SearchFilter, type SearchPage } from './dapp-search';
import { listDapps, type Audience, type DappListFilter, type DappPage } from './dapps';
import { foldSearchKey } from './search-text';

/** The DApp lists and searches, categories and chains the routes answer, kept in the catalogue cache. */
export interface DappLists {
  categories(lang: ContentLanguage): Promise<Category[]>;
  blockchains(): Promise<RawBlockchain[]>;
  list(audience: Audience, filter: DappListFilter, page: DappPage): Promise<JsonText<Dapp[]>>;
  /** Matches of `filter.key`, counted up to SEARCH_TOTAL_CAP. */
  search(audience: Audience, filter: SearchFilter, page: DappPage): Promise<SearchPage>;
}

/** Every input an answer depends on; keys that fold alike share one answer. */
function cacheKey(kind: 'list' | 'search', audience: Audience, filter: DappListFilter & { key?: string }, page: DappPage): string {
  const key = filter.key === undefined ? null : foldSearchKey(filter.key);
  return JSON.stringify([kind, audience.lang, audience.os, audience.version, filter.categoryId ?? null, filter.network ?? null, key, page.start, page.count]);
}

/** Lists and searches through the cache, read from the database it picks (the primary or a caught-up replica). */
export function dappLists(cache: CatalogueCache): DappLists {
  const asJson = (value: unknown) => JSON.stringify(value).length;
  return {
    categories: (lang) => cache.get(JSON.stringify(['categories', lang]), (source) => listCategories(source, lang), asJson),
    blockchains: () => cache.get('["blockchains"]', (source) => listBlockchains(source), asJson),
    list: (audience, filter, page) => cache.get(cacheKey('list', audience, filter, page), (source) => listDapps(source, audience, filter, page), (list) => list.length),
    search: (audience, filter, page) =>
      cache.get(cacheKey('search', audience, filter, page), (source) => searchDapps(source, audience, filter, page, SEARCH_TOTAL_CAP), (found) => found.list.length),
  };
}
