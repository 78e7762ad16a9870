import fc from 'fast-check';
import type { Dapp, HomeSection, RawBlockchain } from '@tp/shared/api/types';
import { normalizeBlockchains, normalizeCategories, normalizeTokenProtocolMap } from '@tp/shared/normalize/index';
import type { Database, Queryable } from '../db/database';
import { buildApi } from '../index';
import { startTestApi, UNREACHED_RATE_LIMITS, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { result: number; data: T; message?: string; errors?: { field: string; key: string }[] } }> {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('production API', () => {
  it('lists every chain with chain ids in metadata and flags the deprecated', async () => {
    const { status, body } = await get<RawBlockchain[]>('/v1/block_chain/list?lang=en&version=2.9.4&os=android');
    expect(status).toBe(200);
    expect(body.result).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(55);
    const chains = normalizeBlockchains(body.data);
    expect(chains.find((c) => c.ns === 'bsc')).toEqual(expect.objectContaining({ hid: 12, chain_id: '56' }));
    expect(chains.find((c) => c.ns === 'trx')?.chain_id).toBeNull();
    expect(body.data.find((c) => c.ns === 'heco')?.deprecated).toBe(true);
    expect(chains.some((c) => c.ns === 'heco')).toBe(false);
  });

  it('serves the token protocol map grouped by protocol', async () => {
    const { body } = await get<Record<string, { ns: string; kind: string }[]>>('/v1/token/ns_token_protocol_list_map');
    expect(body.data.TRC20.map((p) => p.ns)).toEqual(['trx']);
    expect(body.data.ERC20.map((p) => p.ns)).toContain('eth');
    expect(normalizeTokenProtocolMap(body.data as never).ERC721[0]).toMatchObject({ isSelected: false, title: 'ERC721', kind: 'nft' });
  });

  it('names categories in the lang header language, with the trending category first', async () => {
    const { body } = await get<{ hid: number; name: string; category_type: number; m_index: number }[]>('/v1/application/category_list', {
      lang: 'zh', os: 'ios', appver: '2.9.4',
    });
    const store = normalizeCategories(body.data);
    expect(store[0]).toMatchObject({ hid: 99998, name: '热门' });
    expect(body.data.some((c) => c.category_type !== 0)).toBe(true);
    expect(store.every((c) => c.category_type === 0)).toBe(true);
  });

  it('answers the store home: trending, then categories with their best DApps', async () => {
    const { body } = await get<HomeSection[]>('/v1/application/home_section_list?count=3', { lang: 'ko' });
    expect(body.data[0].id).toBe(99998);
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.every((section) => section.dapps.length <= 3)).toBe(true);
    const exchange = body.data.find((s) => s.id === 1)!;
    expect(exchange.has_more).toBe(true);
    expect(body.data.find((s) => s.id === 13)).toMatchObject({ has_more: false });
    expect(exchange.title).toBe('거래소');
    expect(exchange.dapps[0].title).toBe('Uniswap');
    expect(exchange.dapps[0].lang).toBe('ko');
  });

  it('pages a category and its home section the same way', async () => {
    const first = (await get<Dapp[]>('/v1/application/category_dapplist?category_id=1&start=0&count=5')).body.data;
    const second = (await get<Dapp[]>('/v1/application/category_dapplist?category_id=1&start=5&count=5')).body.data;
    const more = (await get<Dapp[]>('/v1/application/section_more?section_id=1&start=0&count=10')).body.data;
    expect(more.map((d) => d.id)).toEqual([...first, ...second].map((d) => d.id));
    expect(new Set(more.map((d) => d.id)).size).toBe(10);
    expect(first.every((d) => d.category_ids.includes(1))).toBe(true);
    expect(first.map((d) => d.hot)).toEqual([...first.map((d) => d.hot)].sort((a, b) => b - a));
  });

  it('supports the trending category 99998 and the network filter', async () => {
    const trending = (await get<Dapp[]>('/v1/application/category_dapplist?category_id=99998&count=40')).body.data;
    expect(trending).toHaveLength(40);
    const onTron = (await get<Dapp[]>('/v1/application/category_dapplist?ns=trx&count=100')).body.data;
    expect(onTron.length).toBeGreaterThan(5);
    expect(onTron.every((d) => d.networks.includes('trx'))).toBe(true);
    expect(onTron.map((d) => d.title)).toEqual(expect.arrayContaining(['SunSwap', 'JustLend DAO']));
  });

  it('leaves out DApps hidden on the asking platform', async () => {
    const onIos = (await get<Dapp[]>('/v1/application/category_dapplist?category_id=13', { os: 'ios' })).body.data;
    const onAndroid = (await get<Dapp[]>('/v1/application/category_dapplist?category_id=13', { os: 'android' })).body.data;
    expect(onIos).toEqual([]);
    expect(onAndroid.map((d) => d.title)).toContain('Polymarket');
  });

  it('searches names and descriptions in every language, case-insensitively', async () => {
    const latin = await get<{ key: string; total: number; list: Dapp[] }>('/v1/application/search?key=UNISWAP');
    expect(latin.body.data.list[0].title).toBe('Uniswap');
    const cyrillic = await get<{ total: number; list: Dapp[] }>(`/v1/application/search?key=${encodeURIComponent('ОБМЕНИВАТЬ')}`, { lang: 'ru' });
    expect(cyrillic.body.data.total).toBeGreaterThan(20);
    expect(cyrillic.body.data.list[0].lang).toBe('ru');
    const chinese = await get<{ list: Dapp[] }>(`/v1/application/search?key=${encodeURIComponent('质押')}&count=5`, { lang: 'zh' });
    expect(chinese.body.data.list.map((d) => d.title)).toContain('Lido');
    const keyword = await get<{ list: Dapp[] }>('/v1/application/search?key=restaking&ns=eth&count=50');
    expect(keyword.body.data.list.map((d) => d.title)).toEqual(expect.arrayContaining(['EigenLayer', 'EtherFi']));
  });

  it('answers a search that runs past its time 503, naming the key, with Retry-After, and the other endpoints go on', async () => {
    // PostgreSQL cancels a statement past its statement_timeout with this code (PGlite has no timer to do so).
    const canceled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const { db } = api.database;
    const searchTimesOut = (tx: Queryable): Queryable => ({
      exec: (sql) => tx.exec(sql),
      query: (sql, values) => (sql.includes('hits as materialized') ? Promise.reject(canceled) : tx.query(sql, values)),
    });
    const database: Database = { ...searchTimesOut(db), transaction: (work) => db.transaction((tx) => work(searchTimesOut(tx))), close: async () => {} };
    const busy = await buildApi({ database, seed: false, catalogueCacheMb: 0, rateLimits: UNREACHED_RATE_LIMITS });
    try {
      const search = await busy.inject({ method: 'GET', url: '/v1/application/search?key=uniswap', headers: { lang: 'ja' } });
      expect([search.statusCode, search.headers['retry-after']]).toEqual([503, '2']);
      expect(search.json()).toMatchObject({ result: 503, errors: [{ field: 'key', key: 'searchBusy', message: 'Search is busy right now. Please try again in a moment.' }] });
      expect((await busy.inject({ method: 'GET', url: '/v1/application/category_dapplist?category_id=1&start=0&count=5' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it('treats search wildcards and SQL as plain text', async () => {
    for (const key of ['%', '_', "' or 1=1 --", 'x"; drop table dapps; --']) {
      const { status, body } = await get<{ total: number; list: Dapp[] }>(`/v1/application/search?key=${encodeURIComponent(key)}`);
      expect([status, body.data.total]).toEqual([200, 0]);
    }
    expect((await get<Dapp[]>('/v1/application/category_dapplist?count=1')).body.data).toHaveLength(1);
  });

  it('answers hot DApps with hot search words', async () => {
    const { body } = await get<{ dapps: Dapp[]; keywords: string[] }>('/v1/application/hot_list?count=5');
    expect(body.data.dapps).toHaveLength(5);
    expect(body.data.keywords).toContain('Uniswap');
  });

  it('returns DApps by id in the order asked', async () => {
    const { body } = await get<Dapp[]>('/v1/application/listbyids_new?ids=3,1,999999', { lang: 'ja' });
    expect(body.data.map((d) => d.id)).toEqual([3, 1]);
    expect(body.data[1].desc).toContain('ウォレット');
  });

  it('serves the store banners with http links', async () => {
    const { body } = await get<{ url: string; lang: string }[]>('/v1/banner/superlist', { lang: 'zh-tw' });
    expect(body.data).toHaveLength(3);
    expect(body.data.every((b) => b.url.startsWith('https://') && b.lang === 'zh-Hant')).toBe(true);
  });

  it('answers the market watch-list, by default and for given tokens', async () => {
    const byDefault = await api.app.inject({ method: 'POST', url: '/v1/swap_market/market_optional', payload: {} });
    expect(byDefault.json().data.map((t: { symbol: string }) => t.symbol)).toContain('USDT');
    const chosen = await api.app.inject({
      method: 'POST',
      url: '/v1/swap_market/market_optional',
      payload: { tokens: [{ ns: 'trx', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, { ns: 'eth', address: '0xDAC17F958D2EE523A2206206994597C13D831EC7' }] },
    });
    expect(chosen.json().data.map((t: { ns: string }) => t.ns)).toEqual(['trx', 'eth']);
  });

  it.each([
    ['/v1/application/category_dapplist?start=-1', 'start', 'tooSmall'],
    ['/v1/application/category_dapplist?count=100000', 'count', 'tooLarge'],
    ['/v1/application/category_dapplist?category_id=abc', 'category_id', 'integerRequired'],
    ['/v1/application/listbyids_new?ids=1,a', 'ids', 'invalidValue'],
    ['/v1/application/listbyids_new', 'ids', 'invalidValue'],
    ['/v1/application/search?key=' + 'x'.repeat(101), 'key', 'tooLong'],
    ['/v1/application/category_dapplist?ns=ETH;DROP', 'ns', 'invalidOption'],
  ])('refuses %s with a 400 naming %s', async (url, field, key) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.result).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ field, key });
  });

  it('answers any query with data or a field error, never a server error', async () => {
    const paths = fc.constantFrom('category_dapplist', 'search', 'listbyids_new', 'section_more', 'home_section_list');
    const params = fc.dictionary(fc.constantFrom('start', 'count', 'key', 'ids', 'category_id', 'section_id', 'ns', 'version', 'lang', 'os'), fc.string({ maxLength: 30 }), { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(paths, params, async (path, query) => {
        const response = await api.app.inject({ url: `/v1/application/${path}`, query });
        expect([200, 400]).toContain(response.statusCode);
        expect(response.json().result).toBe(response.statusCode === 200 ? 0 : 400);
      }),
      { numRuns: 150 },
    );
  });

  it('answers an unknown path under /v1 in the envelope', async () => {
    const { status, body } = await get('/v1/application/nothing');
    expect([status, body.result, body.message]).toEqual([404, 404, 'No records found']);
  });
});
