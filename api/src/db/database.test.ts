import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
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
});
