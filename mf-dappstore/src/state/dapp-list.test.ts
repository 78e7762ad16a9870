import { sourceKey, type DappSource } from '@tp/shared/dappstore/dapp-source';
import { dapps } from '../testing/fixtures';
import { dappListReducer, EMPTY_DAPP_LIST, formFor, type DappListState } from './dapp-list';

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
