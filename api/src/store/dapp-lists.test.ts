import { CatalogueCache } from './catalogue-cache';
import { dappLists } from './dapp-lists';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(() => test.close());

describe('catalogue lists', () => {
  it('show a renamed chain and category at once', async () => {
    const lists = dappLists(new CatalogueCache(test.db, 1_000_000));
    const [chain] = await lists.blockchains();
    const [category] = await lists.categories('en');
    await test.db.query(`update blockchains set title = 'Renamed chain' where hid = $1`, [chain.hid]);
    await test.db.query(`update category_names set name = 'Renamed category' where category_id = $1 and lang = 'en'`, [category.hid]);
    expect((await lists.blockchains()).find((one) => one.hid === chain.hid)?.title).toBe('Renamed chain');
    expect((await lists.categories('en')).find((one) => one.hid === category.hid)?.name).toBe('Renamed category');
  });
});
