import { HttpError } from '../http/types';
import { createFakeHttpClient } from '../testing/fake-http';
import { VALID_DAPP } from '../validation/fixtures';
import { formGuard } from '../validation/form-guard';
import { ApiClient, ApiResultError, fieldErrorsOf, retryAfterOf } from './client';

const ok = <T>(data: T) => ({ result: 0, data });

describe('ApiClient', () => {
  it('normalises the blockchain list', async () => {
    const http = createFakeHttpClient({
      '/v1/block_chain/list': () =>
        ok([
          { hid: 1, icon_url: 'i', title: 'Ethereum', ns: 'eth', short_name: 'ETH', metadata: '{"chain_id":"1"}', deprecated: false },
          { hid: 2, icon_url: 'i', title: 'HECO', ns: 'heco', short_name: 'HECO', metadata: '{"chain_id":"128"}', deprecated: true },
        ]),
    });
    expect(await new ApiClient(http).blockchainList()).toEqual([{ hid: 1, icon: 'i', title: 'Ethereum', ns: 'eth', chain_id: '1' }]);
  });

  it('throws on a production call with a non-zero result, so callers fall back to their cache', async () => {
    const http = createFakeHttpClient({ '/v1/token/ns_token_protocol_list_map': () => ({ result: 500, data: null, message: 'down' }) });
    await expect(new ApiClient(http).tokenProtocolMap()).rejects.toBeInstanceOf(ApiResultError);
  });

  it('asks for news in the content language and splits the dates', async () => {
    const http = createFakeHttpClient({
      '/v1/news/list': () => ok([{ id: 1, title: 't', summary: 's', cover_url: null, lang: 'zh-Hans', create_time: '2024-03-02T08:05:00Z' }]),
    });
    const news = await new ApiClient(http).newsList({ start: 20, lang: 'zh' });
    expect(http.requests[0].query).toEqual({ start: '20', count: '20', status: '0', lang: 'zh-Hans' });
    expect(news?.[0]).toMatchObject({ days: '03-02', times: '08:05' });
  });

  it('ignores a content call with a non-zero result (docs/product.md §8.3)', async () => {
    const http = createFakeHttpClient({ '/v1/banner/list': () => ({ result: 1, data: [{ url: 'https://x' }] }) });
    expect(await new ApiClient(http).bannerList({ lang: 'en' })).toBeUndefined();
  });

  it('turns a null ad list into an empty one and drops DApps without an http url', async () => {
    const http = createFakeHttpClient({
      '/v1/ad/list': () => ok(null),
      '/v1/application/category_dapplist': () => ok([{ id: 1, url: 'https://a.io' }, { id: 2, url: 'ftp://b' }]),
    });
    const api = new ApiClient(http);
    expect(await api.adList({ lang: 'ko' })).toEqual([]);
    expect((await api.categoryDappList({ categoryId: 99998 })).map((d) => d.id)).toEqual([1]);
    expect(http.requests[1].query).toEqual({ category_id: '99998', start: '0', count: '40' });
  });

  it('answers a refused subscription with its result and message', async () => {
    const http = createFakeHttpClient({
      '/api/tokenPocket/subscribe': () => {
        throw new HttpError('failed', 400, { result: 400, message: 'Error Email!', errors: [] });
      },
    });
    expect(await new ApiClient(http).subscribe('nope')).toEqual({ result: 400, message: 'Error Email!' });
  });

  it('sends the form guard beside the address, and answers a 429 with its wait', async () => {
    const guard = formGuard('', 1_000, 5_000);
    let calls = 0;
    const http = createFakeHttpClient({
      '/api/tokenPocket/subscribe': () => {
        calls += 1;
        if (calls === 1) return { result: 0, message: 'success' };
        throw new HttpError('busy', 429, { result: 429, message: 'Too many requests. Please try again in 42 s.', retryAfter: 42 }, 42);
      },
    });
    const api = new ApiClient(http);
    expect(await api.subscribe('a@b.co', guard)).toEqual({ result: 0, message: 'success' });
    expect(http.requests[0].body).toEqual({ email: 'a@b.co', ...guard });
    expect(await api.subscribe('a@b.co', guard)).toEqual({ result: 429, message: 'Too many requests. Please try again in 42 s.', retryAfter: 42 });
  });

  it('reads the wait of a 429 from Retry-After, else from the body', () => {
    expect(retryAfterOf(new HttpError('busy', 429, { result: 429, retryAfter: 9 }, 30))).toBe(30);
    expect(retryAfterOf(new HttpError('busy', 429, { result: 429, retryAfter: 9 }))).toBe(9);
    expect(retryAfterOf(new HttpError('bad', 400, { retryAfter: 9 }, 9))).toBeUndefined();
    expect(retryAfterOf(new Error('x'))).toBeUndefined();
  });

  it('rejects a subscription when the api cannot be reached', async () => {
    const http = createFakeHttpClient({
      '/api/tokenPocket/subscribe': () => {
        throw new HttpError('network error', 0);
      },
    });
    await expect(new ApiClient(http).subscribe('a@b.co')).rejects.toThrow('network error');
  });

  it('sends a submission as JSON data plus the logo file', async () => {
    const receipt = { receipt: 'D-ABC', kind: 'dapp', status: 'received', created_at: '2024-01-01T00:00:00Z' };
    const http = createFakeHttpClient({ '/api/submissions/dapp': () => ok(receipt) });
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    expect(await new ApiClient(http).submitDapp(VALID_DAPP, logo)).toEqual(receipt);
    const form = http.requests[0].body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual(VALID_DAPP);
    expect(form.get('logo')).toBeInstanceOf(Blob);
  });

  it('sends the audit report files as parts of their own, not in the JSON', async () => {
    const http = createFakeHttpClient({ '/api/submissions/dapp': () => ok({ receipt: 'D-1', kind: 'dapp', status: 'received', created_at: 'now' }) });
    const reports = [new File(['%PDF-1.7 a'], 'a.pdf', { type: 'application/pdf' }), new Blob(['%PDF-1.7 b'])];
    await new ApiClient(http).submitDapp({ ...VALID_DAPP, hasAudit: true, audit_reports: [{ name: 'a.pdf' }] }, new Blob([]), undefined, reports);
    const form = http.requests[0].body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({ ...VALID_DAPP, hasAudit: true });
    expect(form.getAll('audit_reports').map((file) => (file as File).name)).toEqual(['a.pdf', 'audit-report.pdf']);
  });

  it('sends the form guard inside the submission data', async () => {
    const http = createFakeHttpClient({ '/api/submissions/nft': () => ok({ receipt: 'N-1', kind: 'nft', status: 'received', created_at: 'now' }) });
    const guard = formGuard('', 1_000, 9_000);
    await new ApiClient(http).submitNft({ name: 'x' } as never, new Blob([]), guard);
    expect(JSON.parse(String((http.requests[0].body as FormData).get('data')))).toEqual({ name: 'x', ...guard });
  });

  it('reads the field errors of a refused submission', () => {
    const errors = [{ field: 'title', key: 'dappNameRequired', message: 'DApp Name is required' }];
    expect(fieldErrorsOf(new HttpError('bad', 400, { result: 400, message: 'x', errors }))).toEqual(errors);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });

  it('answers null for an unknown receipt', async () => {
    const http = createFakeHttpClient({
      '/api/submissions/:receipt': () => {
        throw new HttpError('not found', 404, { result: 404, message: 'No records found' });
      },
    });
    expect(await new ApiClient(http).submissionStatus('D-NOPE')).toBeNull();
    expect(http.requests[0].path).toBe('/api/submissions/D-NOPE');
  });

  it('asks for releases with only the filters given, and reads the fake versions', async () => {
    const http = createFakeHttpClient({
      '/api/releases': () => ok([]),
      '/api/releases/fake-versions': () => ok([{ version: '2.9.9', platform: null, reported_at: '2025-05-01T00:00:00Z' }]),
    });
    const api = new ApiClient(http);
    await api.releases();
    await api.releases({ platform: 'extension-edge', channel: 'stable', latest: true });
    expect(http.requests.map((request) => request.query)).toEqual([{}, { platform: 'extension-edge', channel: 'stable', latest: 'true' }]);
    expect(await api.fakeVersions()).toEqual([{ version: '2.9.9', platform: null, reported_at: '2025-05-01T00:00:00Z' }]);
  });
});
