import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { seedIfEmpty } from '../seed/run';
import type { Queryable } from './database';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

describe('database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.close());

  it('applies every migration once', async () => {
    expect(await migrate(test.db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(test.db)).toEqual([]);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`insert into subscribers (email) values ('a@b.co')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await test.db.query('select * from subscribers')).toEqual([]);
  });

  it('answers read-only transactions, more in a row than the pool has connections, and refuses their writes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) {
      const [row] = await test.db.transaction((tx) => tx.query<{ n: number }>('select $1::int as n', [i]), { readOnly: true });
      answers.push(row.n);
    }
    expect(answers).toEqual([...Array(25).keys()]);
    await expect(test.db.transaction((tx) => tx.query(`insert into subscribers (email) values ('read@only.co')`), { readOnly: true })).rejects.toThrow(/read-only/);
    expect(await test.db.query(`select * from subscribers where email = 'read@only.co'`)).toEqual([]);
  });

  it('passes arrays, JSON and bytes through parameters', async () => {
    const [row] = await test.db.query<{ a: number[]; j: { x: number }; b: Uint8Array }>('select $1::int[] as a, $2::jsonb as j, $3::bytea as b', [
      [1, 2],
      JSON.stringify({ x: 1 }),
      Uint8Array.from([7, 8]),
    ]);
    expect(row.a).toEqual([1, 2]);
    expect(row.j).toEqual({ x: 1 });
    expect(Array.from(row.b)).toEqual([7, 8]);
  });

  const prepared = { prepare: true } as const;
  const PREPARED_SQL = 'select $1::int[] as a, $2::jsonb as j, $3::bytea as b, $4::text as t, $5::int as n, $6::bool as f';
  const preparedValues = [[1, 2], JSON.stringify({ x: 1 }), Uint8Array.from([7, 8]), "it's", null, true];
  const planCounts = (tx: Queryable) =>
    tx.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1 and not from_sql`,
      [PREPARED_SQL],
    );

  it('prepares a statement once and keeps it, in a transaction and outside', async () => {
    const unprepared = await test.db.query(PREPARED_SQL, preparedValues);
    expect(await test.db.query(PREPARED_SQL, preparedValues, prepared)).toEqual(unprepared);
    // One connection: the transaction's (a pool hands the same one back to work asked for one after another).
    const counts = await test.db.transaction(async (tx) => {
      await tx.query(`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
      for (let i = 0; i < 3; i++) expect(await tx.query(PREPARED_SQL, preparedValues, prepared)).toEqual(unprepared);
      return planCounts(tx);
    });
    expect(counts).toHaveLength(1);
    expect(counts[0].generic_plans).toBeGreaterThanOrEqual(3);
  });

  it('reports a prepared statement\'s error, and runs it again afterwards', async () => {
    const divide = 'select 10 / $1::int as q';
    await expect(test.db.query(divide, [0], prepared)).rejects.toMatchObject({ code: '22012' });
    await expect(test.db.transaction((tx) => tx.query(divide, [0], prepared))).rejects.toMatchObject({ code: '22012' });
    expect(await test.db.query(divide, [5], prepared)).toEqual([{ q: 2 }]);
    await expect(test.db.query('select from nowhere_at_all', [], prepared)).rejects.toThrow(/nowhere_at_all/);
  });
});

describe('migration 5 on a database that has releases', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.close());

  it('keeps them, stable, with the store their platform only ever came from, even after a later migration', async () => {
    await migrate(test.db, MIGRATIONS.filter((m) => m.version !== 5));
    await test.db.query(
      `insert into releases (platform, version, released_at, url, arch) values
         ('ios', '2.9.4', now(), 'https://static.tp-wallet.example/releases/ios/app-store', 'universal'),
         ('android', '2.9.4', now(), 'https://static.tp-wallet.example/releases/android/wallet-2.9.4.apk', 'universal')`,
    );
    expect(await migrate(test.db)).toEqual([5]);
    const rows = await test.db.query('select platform, channel, store, store_id from releases order by platform');
    expect(rows).toEqual([
      { platform: 'android', channel: 'stable', store: null, store_id: null },
      { platform: 'ios', channel: 'stable', store: 'app-store', store_id: null },
    ]);
  });
});

describe('migration 4 on a filled catalogue', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.close());

  it('writes the card of every DApp and text already stored', async () => {
    // Migrations 14 and 17 hang triggers on the catalogue version migration 4 brings: they wait for it.
    const afterFour = [4, 14, 17];
    await migrate(test.db, MIGRATIONS.filter((m) => !afterFour.includes(m.version)));
    await seedIfEmpty(test.db);
    expect(await migrate(test.db)).toEqual(afterFour);
    const [counts] = await test.db.query<{ dapps: number; texts: number; stale: number }>(
      `select (select count(*)::int from dapps) as dapps, (select count(*)::int from dapp_texts) as texts,
         (select count(*)::int from dapps d where d.card is distinct from dapp_card(d)) + (select count(*)::int from dapp_texts t where t.card is distinct from dapp_text_card(t)) as stale`,
    );
    expect(counts).toEqual({ dapps: expect.any(Number), texts: expect.any(Number), stale: 0 });
    expect(counts.dapps).toBeGreaterThan(300);
    const [uniswap] = await test.db.query<{ card: string }>(`select t.card from dapp_texts t join dapps d on d.id = t.dapp_id where d.url = 'https://app.uniswap.org' and t.lang = 'en'`);
    expect(JSON.parse(uniswap.card)).toEqual({ title: 'Uniswap', desc: expect.stringContaining('Uniswap'), lang: 'en' });
  });
});
