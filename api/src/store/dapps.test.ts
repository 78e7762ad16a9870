import type { Dapp } from '@tp/shared/api/types';
import { isoTime } from '../db/sql';
import { seedDapps } from '../seed/dapps';
import { insertDapps } from '../seed/run';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database';
import { dappsByIds, listDapps, searchDapps, type Audience, type DappListFilter } from './dapps';
import { foldSearchKey } from './search-text';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(() => test.close());

const anyone: Audience = { lang: 'en', os: '', version: null };
const parse = (list: string) => JSON.parse(list) as Dapp[];
const ids = (list: string) => parse(list).map((dapp) => dapp.id);

/** The DApps a search must find, by a plain substring test in JavaScript, most popular first. */
async function matching(filter: DappListFilter & { key: string }): Promise<number[]> {
  const rows = await test.db.query<{ id: number; hot: number; search_text: string; category_ids: number[]; networks: string[] }>(
    'select id, hot, search_text, category_ids, networks from dapps where status = 0',
  );
  return rows
    .filter((row) => row.search_text.includes(foldSearchKey(filter.key)))
    .filter((row) => filter.categoryId === undefined || row.category_ids.includes(filter.categoryId))
    .filter((row) => filter.network === undefined || row.networks.includes(filter.network))
    .sort((a, b) => b.hot - a.hot || a.id - b.id)
    .map((row) => row.id);
}

describe('search', () => {
  // Common and rare keys; keys the trigram index can narrow and keys too short for it (one or two
  // characters, Chinese words); Latin, Cyrillic, CJK, Devanagari; keywords; wildcards; no match.
  const KEYS = ['swap', 'SWAP', 'Uniswap', 'restaking', 'lets you', 'обмен', 'ОБМЕН', '兑换', '质押', '兑', 'ステーキング', 'वॉलेट', 'a', 'ab', 'X', '%', '_', 'zz'];
  const PAGES = [{ start: 0, count: 5 }, { start: 5, count: 5 }, { start: 0, count: 100 }, { start: 290, count: 20 }];

  it.each(KEYS)('finds exactly the DApps containing %j, most popular first, on every page and under any cap', async (key) => {
    const all = await matching({ key });
    for (const cap of [3, 1000]) {
      for (const page of PAGES) {
        const found = await searchDapps(test.db, anyone, { key }, page, cap);
        expect({ cap, page, total: found.total, ids: ids(found.list) }).toEqual({ cap, page, total: Math.min(all.length, cap), ids: all.slice(page.start, page.start + page.count) });
      }
    }
  });

  it.each<DappListFilter & { key: string }>([
    { key: 'swap', categoryId: 1 },
    { key: 'stak', categoryId: 4 },
    { key: 'swap', network: 'bsc' },
    { key: 'ab', network: 'eth' },
  ])('narrows matches to a category or a network: %j', async (filter) => {
    const all = await matching(filter);
    expect(all.length).toBeGreaterThan(3);
    for (const cap of [3, 1000]) {
      const found = await searchDapps(test.db, anyone, filter, { start: 1, count: 50 }, cap);
      expect([found.total, ids(found.list)]).toEqual([Math.min(all.length, cap), all.slice(1, 51)]);
    }
  });

  it('leaves out DApps hidden on the platform', async () => {
    const everywhere = ids((await searchDapps(test.db, anyone, { key: 'polymarket' }, { start: 0, count: 20 }, 1000)).list);
    const onIos = await searchDapps(test.db, { ...anyone, os: 'ios' }, { key: 'polymarket' }, { start: 0, count: 20 }, 1000);
    expect(everywhere).toHaveLength(1);
    expect([onIos.total, onIos.list]).toEqual([0, '[]']);
  });
});

describe('DApp cards', () => {
  const columns = `id, url, icon_url, category_ids, networks, tp_connect, hot, audit_urls, tokens, tutorial_url, ${isoTime('created_at')} as create_time`;

  it('answer every stored field, with the text of the asked language', async () => {
    const [stored] = await test.db.query(`select ${columns} from dapps where id = 9`);
    const [text] = await test.db.query(`select title, description as "desc", lang from dapp_texts where dapp_id = 9 and lang = 'ja'`);
    expect(parse(await dappsByIds(test.db, { ...anyone, lang: 'ja' }, [9]))).toEqual([{ ...stored, ...text }]);
  });

  it('fall back to English, then to the first language, and answer a DApp without text', async () => {
    const [template] = seedDapps();
    const text = (title: string) => ({ title, description: `${title} described` });
    const added = await test.db.transaction((tx) =>
      insertDapps(tx, [
        { ...template, title: 'Bilingual', texts: { 'zh-Hans': text('双语'), en: text('Bilingual') } },
        { ...template, title: 'No English', texts: { 'zh-Hans': text('无英文'), ru: text('Без английского') } },
        { ...template, title: 'Untitled', texts: {} },
      ], new Date()),
    );
    const inKorean = parse(await dappsByIds(test.db, { ...anyone, lang: 'ko' }, added));
    expect(inKorean.map(({ title, desc, lang }) => ({ title, desc, lang }))).toEqual([
      { title: 'Bilingual', desc: 'Bilingual described', lang: 'en' },
      { title: 'Без английского', desc: 'Без английского described', lang: 'ru' },
      { title: '', desc: '', lang: 'en' },
    ]);
    expect(parse(await dappsByIds(test.db, { ...anyone, lang: 'zh-Hans' }, added)).map((dapp) => dapp.title)).toEqual(['双语', '无英文', '']);
  });

  it('follow every change of their rows', async () => {
    await test.db.query(`update dapps set hot = 123456, url = 'https://renamed.tp-wallet.example' where id = 11`);
    await test.db.query(`update dapp_texts set title = 'Renamed' where dapp_id = 11 and lang = 'en'`);
    const [top] = parse(await listDapps(test.db, anyone, {}, { start: 0, count: 1 }));
    expect(top).toMatchObject({ id: 11, hot: 123456, url: 'https://renamed.tp-wallet.example', title: 'Renamed' });
  });
});
