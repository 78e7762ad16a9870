import { ApiClient } from '../api/client';
import type { Category, Dapp } from '../api/types';
import { pageDataKey } from '../contracts/page-data';
import { createFakeHttpClient, type FakeRequest, type FakeRoute } from '../testing/fake-http';
import { loadDappPage, shownCategory, sourceKey, storeSource, type DappSource } from './dapp-source';
import { renderedCategories, renderedDappPage, loadStorePageData } from './store-page-data';
import { parseStoreQuery } from './store-query';

const makeDapp = (id: number): Dapp =>
  ({ id, title: `DApp ${id}`, desc: '', url: `https://dapp${id}.example.com`, icon_url: null, networks: ['eth'], category_ids: [1], hot: 0 }) as unknown as Dapp;
const dapps = (from: number, count: number) => Array.from({ length: count }, (_, index) => makeDapp(from + index));
const answer =
  (data: unknown): FakeRoute =>
  (request: FakeRequest) => ({ result: 0, data: typeof data === 'function' ? (data as (asked: FakeRequest) => unknown)(request) : data });
const category = (categoryId: number, network: string | null = null): DappSource => ({ kind: 'category', categoryId, network });
const CATEGORIES = [
  { hid: 99998, category_type: 0, m_index: 1, name: 'Trending', icon_url: null },
  { hid: 1, category_type: 0, m_index: 2, name: 'Exchange', icon_url: null },
] as Category[];
const query = (search: string) => parseStoreQuery(new URLSearchParams(search));

describe('loadDappPage', () => {
  it('asks category_dapplist for 40 from start, on the chosen network', async () => {
    const http = createFakeHttpClient({ '/v1/application/category_dapplist': answer(dapps(1, 40)) });
    const page = await loadDappPage(new ApiClient(http), category(99998, 'bsc'), 80);
    expect(http.requests[0].query).toMatchObject({ category_id: '99998', ns: 'bsc', start: '80', count: '40' });
    expect(page).toMatchObject({ hasMore: true });
  });

  it('knows a short page is the last one', async () => {
    const http = createFakeHttpClient({ '/v1/application/category_dapplist': answer(dapps(1, 12)) });
    expect((await loadDappPage(new ApiClient(http), category(1), 0)).hasMore).toBe(false);
  });

  it('searches by key on the chosen network, and pages by the total', async () => {
    const http = createFakeHttpClient({ '/v1/application/search': answer({ key: 'swap', total: 43, list: dapps(41, 3) }) });
    const page = await loadDappPage(new ApiClient(http), { kind: 'search', key: 'swap', network: 'eth' }, 40);
    expect(http.requests[0].query).toMatchObject({ key: 'swap', ns: 'eth', start: '40', count: '40' });
    expect(page).toMatchObject({ hasMore: false, total: 43 });
    const first = await loadDappPage(new ApiClient(http), { kind: 'search', key: 'swap', network: null }, 0);
    expect(first.hasMore).toBe(true);
  });

  it('reads favourites by id, a hundred ids per request', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const http = createFakeHttpClient({
      '/v1/application/listbyids_new': answer((request: FakeRequest) => request.query.ids.split(',').map((id) => makeDapp(Number(id)))),
    });
    const page = await loadDappPage(new ApiClient(http), { kind: 'favorites', ids, network: null }, 0);
    expect(http.requests.map((request) => request.query.ids.split(',').length)).toEqual([100, 50]);
    expect(page.dapps.map((dapp) => dapp.id)).toEqual(ids);
    expect(page.hasMore).toBe(false);
  });
});

describe('the list a store view shows', () => {
  it('shows the category the link names, or the first one once the categories are known', () => {
    expect(shownCategory(query('?category_id=1'), CATEGORIES)).toEqual({ categoryId: 1, unknown: false });
    expect(shownCategory(query(''), CATEGORIES)).toEqual({ categoryId: 99998, unknown: false });
    expect(shownCategory(query('?category_id=7'), CATEGORIES)).toEqual({ categoryId: 99998, unknown: true });
    expect(shownCategory(query('?category_id=7'), null)).toEqual({ categoryId: 7, unknown: false });
    expect(shownCategory(query(''), null)).toEqual({ categoryId: null, unknown: false });
  });

  it('prefers a search to the favourites, and the favourites to a category', () => {
    expect(storeSource(query('?q=swap&tab=favorites&network=bsc'), 1, [3])).toEqual({ kind: 'search', key: 'swap', network: 'bsc' });
    expect(storeSource(query('?tab=favorites'), 1, [3])).toEqual({ kind: 'favorites', ids: [3], network: null });
    expect(storeSource(query(''), 1, [])).toEqual(category(1));
    expect(storeSource(query(''), null, [])).toBeNull();
  });
});

describe('the store page\'s data', () => {
  it('carries the categories and the first page of the first category', async () => {
    const http = createFakeHttpClient({
      '/v1/application/category_list': answer(CATEGORIES),
      '/v1/application/category_dapplist': answer(dapps(1, 40)),
    });
    const pageData = await loadStorePageData(new ApiClient(http), 'en', new URLSearchParams('network=bsc'));
    expect(http.requests.find((request) => request.path.endsWith('category_dapplist'))?.query).toMatchObject({ category_id: '99998', ns: 'bsc', start: '0' });
    expect(renderedCategories(pageData, 'en')?.data.map((c) => c.hid)).toEqual([99998, 1]);
    expect(renderedDappPage(pageData, sourceKey(category(99998, 'bsc')), 'en')).toMatchObject({ hasMore: true });
    expect(renderedDappPage(pageData, sourceKey(category(99998, 'bsc')), 'ja')).toBeUndefined();
  });

  it('carries a search\'s first page, and leaves out what the api could not give', async () => {
    const http = createFakeHttpClient({
      '/v1/application/category_list': () => ({ result: 500, data: null }),
      '/v1/application/search': answer({ key: 'swap', total: 2, list: dapps(5, 2) }),
    });
    const pageData = await loadStorePageData(new ApiClient(http), 'en', new URLSearchParams('q=swap'));
    expect(Object.keys(pageData)).toEqual([pageDataKey.storeList(sourceKey({ kind: 'search', key: 'swap', network: null }), 'en')]);
    expect(renderedCategories(pageData, 'en')).toBeUndefined();
  });

  it('carries no list for the favourites, which live in the browser', async () => {
    const http = createFakeHttpClient({ '/v1/application/category_list': answer(CATEGORIES) });
    const pageData = await loadStorePageData(new ApiClient(http), 'en', new URLSearchParams('tab=favorites'));
    expect(Object.keys(pageData)).toEqual([pageDataKey.storeCategories('en')]);
  });
});
