import type { Database } from '../db/database';
import { searchDapps, type SearchFilter } from './dapp-search';
import { foldSearchKey, lexeme, textIndex, transpositions, typoBudget, wordIndex } from './search-text';
import { ANYONE, parseDapps, seededDatabaseOfFile } from '../testing/seeded-database';

const test = seededDatabaseOfFile();

const titles = (list: string) => parseDapps(list).map((dapp) => dapp.title);
const search = (filter: SearchFilter, start = 0, count = 100, cap = 1000, audience = ANYONE) => searchDapps(test.db, audience, filter, { start, count }, cap);

describe('search keys', () => {
  it('forgive one typo per four characters, up to three, and none in CJK', () => {
    expect(['uni', 'aabe', 'uniswp', 'pancakeswao', 'x'.repeat(40), '兑换代币'].map(typoBudget)).toEqual([0, 1, 1, 2, 3, 0]);
  });

  it('count a swap of two neighbours as one typo', () => {
    expect(transpositions('aave')).toEqual(['avae', 'aaev']);
  });

  it('drop lone surrogates and control characters, which the database could not read', () => {
    expect(foldSearchKey(' Uni\uD800swap\u0000 ')).toBe('uni swap');
    expect(foldSearchKey('😀')).toBe('😀');
  });

  it('are found through trigrams, CJK grams, or not in the texts at all', () => {
    expect(['swap', '兑换', 'स्वैप', 'ok', '%'].map(wordIndex)).toEqual(['trigrams', 'grams', 'grams', null, null]);
  });

  it('are found in the texts as words, or through grams in scripts without spaces', () => {
    expect(['swap', '1inch', 'ステーキング', '兑', 'स्वैप', 'ok', '15'].map(textIndex)).toEqual(['word', 'word', 'grams', 'grams', 'grams', 'short word', 'short word']);
  });

  it('quote a word as a lexeme, a beginning when asked', () => {
    expect([lexeme('swap', true), lexeme("o'k\\", false)]).toEqual(["'swap':*", "'o''k\\\\'"]);
  });
});

describe('search', () => {
  it('ranks the exact name first, then names that begin with the key, then typos, then texts', async () => {
    expect(titles((await search({ key: 'aave' })).list).slice(0, 2)).toEqual(['Aave', 'Aavegotchi']);
    const uni = titles((await search({ key: 'uni' })).list);
    expect(uni.slice(0, 2)).toEqual(['Uniswap', 'UniSat']);
    expect(titles((await search({ key: 'uniswp' })).list)[0]).toBe('Uniswap');
  });

  it.each(['swap', 'uni', '兑换', 'a', 'lend', 'aabe', 'обмен'])('pages %j consistently, with the same total on every page', async (key) => {
    const all = await search({ key });
    expect(all.total).toBeGreaterThan(0);
    const pages = await Promise.all([0, 5, 10].map((start) => search({ key }, start, 5)));
    expect(pages.flatMap((page) => parseDapps(page.list).map((dapp) => dapp.id))).toEqual(parseDapps(all.list).slice(0, 15).map((dapp) => dapp.id));
    expect(pages.map((page) => page.total)).toEqual([all.total, all.total, all.total]);
  });

  it.each(['swap', 'eth', '兑换', 'exchange'])('pages %j by popularity, exact names first, when it has more matches than the cap', async (key) => {
    const everything = new Set(parseDapps((await search({ key }, 0, 100)).list).map((dapp) => dapp.id));
    const capped = await search({ key }, 0, 10, 3);
    const found = parseDapps(capped.list);
    expect(capped.total).toBe(3);
    expect(found).toHaveLength(10);
    expect(found.every((dapp) => everything.has(dapp.id))).toBe(true);
    const rest = found.filter((dapp) => dapp.title.toLowerCase() !== key);
    expect(rest.map((dapp) => dapp.hot)).toEqual([...rest.map((dapp) => dapp.hot)].sort((a, b) => b - a));
    const [first, second] = await Promise.all([search({ key }, 0, 5, 3), search({ key }, 5, 5, 3)]);
    expect([...parseDapps(first.list), ...parseDapps(second.list)].map((dapp) => dapp.id)).toEqual(found.map((dapp) => dapp.id));
  });

  it.each<SearchFilter>([
    { key: 'swap', categoryId: 1 },
    { key: 'stak', categoryId: 4 },
    { key: 'swap', network: 'bsc' },
    { key: 'a', network: 'eth' },
  ])('narrows matches to a category or a network: %j', async (filter) => {
    for (const cap of [3, 1000]) {
      const found = parseDapps((await search(filter, 0, 50, cap)).list);
      expect(found.length).toBeGreaterThan(2);
      for (const dapp of found) {
        if (filter.categoryId) expect(dapp.category_ids).toContain(filter.categoryId);
        if (filter.network) expect(dapp.networks).toContain(filter.network);
      }
    }
  });

  it('plans each shape of search once, without its key: one generic plan serves every key of that shape', async () => {
    const keys = ['uniswap', 'pancakeswap', 'jupiter', 'opensea', 'curve'];
    // A read-only transaction answers before its commit is through, and the next search could take another of the
    // pool's connections then: here each commit is awaited, so every search, and the query below, runs on the
    // connection the one before released (a pool hands back the last one released), where its plans add up.
    const oneAfterAnother: Database = { ...test.db, transaction: (work, options) => test.db.transaction(work, { ...options, readOnly: false }) };
    for (const key of keys) expect((await searchDapps(oneAfterAnother, ANYONE, { key }, { start: 0, count: 100 }, 1000)).total).toBeGreaterThan(0);
    const prepared = await test.db.transaction((tx) =>
      tx.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        `select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where not from_sql`,
      ),
    );
    // The statement that finds the matches, and the one before it that reads what the key names (keyFacts).
    for (const part of ['hits as materialized', 'from category_names']) {
      const plans = prepared.filter((plan) => plan.statement.includes(part));
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.filter((plan) => plan.custom_plans > 0)).toEqual([]);
      expect(Math.max(...plans.map((plan) => plan.generic_plans))).toBeGreaterThanOrEqual(keys.length);
    }
  });

  it('computes the character grams of a key once, not for each DApp the walk of the popularity index reads', async () => {
    const plans: string[] = [];
    const found = await searchDapps(test.db, ANYONE, { key: '兑换' }, { start: 0, count: 10 }, 3, (plan) => plans.push(plan));
    expect(found.total).toBe(3);
    expect(plans.join('\n')).toMatch(/Index Scan using dapps_hot/);
    expect(plans.join('\n')).not.toMatch(/search_grams\(\$\d+\)/);
  });

  it('leaves out DApps hidden on the platform', async () => {
    expect(titles((await search({ key: 'polymarket' })).list)).toEqual(['Polymarket']);
    const onIos = await search({ key: 'polymarket' }, 0, 20, 1000, { ...ANYONE, os: 'ios' });
    expect([onIos.total, onIos.list, onIos.suggestion]).toEqual([0, '[]', null]);
  });

  it('suggests the closest name when nothing matches, in the visitor\'s language', async () => {
    expect(await search({ key: 'Uniswap Pro 3' })).toEqual({ total: 0, list: '[]', suggestion: 'Uniswap' });
    expect((await search({ key: 'zzzzqqq' })).suggestion).toBeNull();
    expect((await search({ key: 'uniswap' })).suggestion).toBeNull();
  });

  it('follows a renamed DApp at once', async () => {
    await test.db.query(`update dapp_texts set title = 'Nebula Harbour' where dapp_id = (select dapp_id from dapp_texts where title = 'Odos' limit 1)`);
    expect(titles((await search({ key: 'nebula-harbor' })).list)[0]).toBe('Nebula Harbour');
    expect(titles((await search({ key: 'NEBULAHARBOUR' })).list)[0]).toBe('Nebula Harbour');
    expect(titles((await search({ key: 'nebulaharbuor' })).list)[0]).toBe('Nebula Harbour');
    expect(titles((await search({ key: 'odso' })).list)).not.toContain('Nebula Harbour');
  });

  it('finds a name one typo away through its deleted forms, not through trigram candidates', async () => {
    for (const key of ['unsiwap', 'uniswapp', 'uniswop', 'unswa']) {
      const plans: string[] = [];
      const found = await searchDapps(test.db, ANYONE, { key }, { start: 0, count: 20 }, 1000, (plan) => plans.push(plan));
      expect(titles(found.list)[0]).toBe('Uniswap');
      expect(plans.join('\n')).toMatch(/dapp_name_deletions_form/);
      // Keys of eight characters and more may have two typos: the trigram lookup is planned, and runs only when no near name is found.
      const trigramScans = plans.join('\n').split('\n').filter((line) => line.includes('dapp_texts_name_trgm'));
      expect(trigramScans.filter((line) => !line.includes('(never executed)'))).toEqual([]);
    }
  });

  it('looks for names whose beginning is one typo away only when no whole name is', async () => {
    const searched = async (key: string) => {
      const plans: string[] = [];
      const found = await searchDapps(test.db, ANYONE, { key }, { start: 0, count: 20 }, 1000, (plan) => plans.push(plan));
      const lines = plans.join('\n').split('\n');
      // The scan each lookup of a beginning (`>=~ f.low`) belongs to: the nearest scan above its condition.
      const rangeScans = lines.flatMap((line, at) => (line.includes('>=~ f.low') ? [lines.slice(0, at).reverse().find((above) => above.includes('Scan'))] : []));
      return { titles: titles(found.list), rangeScans };
    };
    const whole = await searched('uniswop');
    expect(whole.titles[0]).toBe('Uniswap');
    expect(whole.rangeScans.length).toBeGreaterThan(0);
    expect(whole.rangeScans.filter((scan) => !scan?.includes('(never executed)'))).toEqual([]);
    const begun = await searched('unuswa');
    expect(begun.titles).toContain('Uniswap');
    expect(begun.rangeScans.some((scan) => !scan?.includes('(never executed)'))).toBe(true);
  });

  it('finds the words of a description whole, and the last word of the key by its beginning', async () => {
    // Uniswap: "… lets you swap tokens on Ethereum …"
    for (const key of ['swap tok', 'tokens swap', 'ethereum swap tokens']) expect(titles((await search({ key })).list)).toContain('Uniswap');
    expect(titles((await search({ key: 'swa tokens' })).list)).not.toContain('Uniswap');
  });

  it('reads the last word of a key as a beginning only when no listed DApp has every word whole', async () => {
    // On a large catalogue a common beginning ('pro') reads a fifth of it; a whole word only the DApps that have it.
    const describeMore = (title: string, text: string) =>
      test.db.query(`update dapps set search_text = search_text || ' ' || $2 where id = (select dapp_id from dapp_texts where title = $1 limit 1)`, [title, text]);
    await describeMore('Lido', 'Stake with the zephyrine validators');
    expect(titles((await search({ key: 'zephyr' })).list)).toContain('Lido');
    await describeMore('Aave', 'Lend on the zephyr market');
    const found = titles((await search({ key: 'zephyr' })).list);
    expect(found).toContain('Aave');
    expect(found).not.toContain('Lido');
    expect(titles((await search({ key: 'zephyri' })).list)).toEqual(['Lido']);
  });

  it('forgives a four-letter key a typo in a whole name, not in a name\'s beginning', async () => {
    expect(titles((await search({ key: 'aabe' })).list)[0]).toBe('Aave');
    // 'snap…' is one edit from 'swap' but means something else: the DApps that speak of swaps come first.
    expect(titles((await search({ key: 'swap' })).list)).not.toContain('Snapshot');
  });

  it('measures what the deleted forms find: a name two edits away is no typo of a key of four to seven characters', async () => {
    // 'ldoi' and 'lido' share the form 'ldo', but are two edits apart.
    expect(titles((await search({ key: 'ldoi' })).list)).not.toContain('Lido');
    expect(titles((await search({ key: 'ldio' })).list)[0]).toBe('Lido');
  });

  it('forgets the deleted forms of a DApp that is removed', async () => {
    const [{ id }] = await test.db.query<{ id: number }>(`select dapp_id as id from dapp_texts where title = 'Pendle' limit 1`);
    const forms = () => test.db.query<{ n: number }>('select count(*)::int as n from dapp_name_deletions where dapp_id = $1', [id]);
    expect((await forms())[0].n).toBeGreaterThan(0);
    await test.db.query('delete from dapps where id = $1', [id]);
    expect((await forms())[0].n).toBe(0);
    expect(titles((await search({ key: 'pendel' })).list)).not.toContain('Pendle');
  });

  // Bad input of every kind: answered (nothing or something sensible), never an error, never a scan of the catalogue,
  // never parallel workers (starting them costs more than the few rows a search reads).
  const BAD_KEYS = ['   ', '!!!', '%', '_', '%_%', '\\', '\\%', '\uD800', '\uDC00x', '\u0000', 'x'.repeat(100), '兑'.repeat(100),
    'uniswap兑换обмен', 'uniswap pro 1', 'sn one 15', "it's o'clock", 'a', 'ab', '兑', '兑换', 'swap', 'uniswp', 'स्वैप', '😀', "' or 1=1 --", 'a b c d e f g h i j k'];
  it.each(BAD_KEYS)('answers %j through indexes only', async (key) => {
    const plans: string[] = [];
    const found = await searchDapps(test.db, ANYONE, { key }, { start: 0, count: 20 }, 1000, (plan) => plans.push(plan));
    expect(found.total).toBeGreaterThanOrEqual(0);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on (dapps|dapp_texts|dapp_categories|dapp_name_deletions)\b|\bGather\b/);
      expect(plan).toMatch(/Settings: .*max_parallel_workers_per_gather = '0'/);
      // A switched-off scan weighs 10^10, which hides every other difference between plans (on a million DApps,
      // a page of 20 was joined by reading all of them in id order).
      expect(plan).not.toMatch(/cost=\d+\.\d+\.\.1\d{10}\./);
    }
  });
});
