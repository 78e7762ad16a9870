import { ApiClient } from '@tp/shared/api/client';
import { createFakeHttpClient } from '@tp/shared/testing';
import { answer, dapps, makeDapp } from '../testing/fixtures';
import { dappListReducer, EMPTY_DAPP_LIST, formFor, loadDappPage, sourceKey, type DappListState, type DappSource } from './dapp-list';

const category = (categoryId: number, network: string | null = null): DappSource => ({ kind: 'category', categoryId, network });

function run(state: DappListState, source: DappSource, start: number, page: { dapps: ReturnType<typeof dapps>; hasMore: boolean }) {
  const key = sourceKey(source);
  const requested = dappListReducer(state, { type: 'request', sourceKey: key, form: formFor(source, start) });
  return dappListReducer(requested, { type: 'loaded', sourceKey: key, start, page: { ...page, total: null } });
}

describe('dapp list state', () => {
  it('keeps the request as dappForm: the next page adds 40 to start', () => {
    const first = run(EMPTY_DAPP_LIST, category(1, 'eth'), 0, { dapps: dapps(1, 40), hasMore: true });
    expect(first.dappForm).toEqual({ start: 0, count: 40, key: '', category_id: 1, network: 'eth' });
    const second = run(first, category(1, 'eth'), first.dappForm.start + first.dappForm.count, { dapps: dapps(41, 40), hasMore: true });
    expect(second.dappForm.start).toBe(40);
    expect(second.dappList.map((dapp) => dapp.id)).toEqual([...Array(80)].map((_, i) => i + 1));
  });

  it('replaces the list when another category is chosen', () => {
    const first = run(EMPTY_DAPP_LIST, category(1), 0, { dapps: dapps(1, 40), hasMore: true });
    const requested = dappListReducer(first, { type: 'request', sourceKey: sourceKey(category(2)), form: formFor(category(2), 0) });
    expect(requested.dappList).toEqual([]);
    expect(requested.status).toBe('loading');
    const second = run(first, category(2), 0, { dapps: dapps(500, 3), hasMore: false });
    expect(second.dappList.map((dapp) => dapp.id)).toEqual([500, 501, 502]);
    expect(second.hasMore).toBe(false);
  });

  it('ignores answers that arrive after another source or page was asked for', () => {
    const asked = dappListReducer(EMPTY_DAPP_LIST, { type: 'request', sourceKey: sourceKey(category(2)), form: formFor(category(2), 0) });
    const late = dappListReducer(asked, { type: 'loaded', sourceKey: sourceKey(category(1)), start: 0, page: { dapps: dapps(1, 5), hasMore: false, total: null } });
    expect(late).toBe(asked);
    const lateFailure = dappListReducer(asked, { type: 'failed', sourceKey: sourceKey(category(1)), start: 0 });
    expect(lateFailure).toBe(asked);
  });

  it('lists a DApp once even when pages overlap', () => {
    const first = run(EMPTY_DAPP_LIST, category(1), 0, { dapps: dapps(1, 40), hasMore: true });
    const second = run(first, category(1), 40, { dapps: dapps(39, 40), hasMore: false });
    expect(second.dappList).toHaveLength(78);
  });

  it('tells a failed first page from a failed next page', () => {
    const source = category(1);
    const key = sourceKey(source);
    const asked = dappListReducer(EMPTY_DAPP_LIST, { type: 'request', sourceKey: key, form: formFor(source, 0) });
    expect(dappListReducer(asked, { type: 'failed', sourceKey: key, start: 0 }).status).toBe('error');
    const first = run(EMPTY_DAPP_LIST, source, 0, { dapps: dapps(1, 40), hasMore: true });
    const more = dappListReducer(first, { type: 'request', sourceKey: key, form: formFor(source, 40) });
    const failed = dappListReducer(more, { type: 'failed', sourceKey: key, start: 40 });
    expect(failed).toMatchObject({ status: 'ready', moreStatus: 'error' });
    expect(failed.dappList).toHaveLength(40);
  });
});

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
      '/v1/application/listbyids_new': answer((request) => request.query.ids.split(',').map((id) => makeDapp(Number(id)))),
    });
    const page = await loadDappPage(new ApiClient(http), { kind: 'favorites', ids, network: null }, 0);
    expect(http.requests.map((request) => request.query.ids.split(',').length)).toEqual([100, 50]);
    expect(page.dapps.map((dapp) => dapp.id)).toEqual(ids);
    expect(page.hasMore).toBe(false);
  });
});
