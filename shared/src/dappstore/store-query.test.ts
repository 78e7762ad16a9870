import { parseDappId } from '../routes/page-ids';
import { detailPath, MAX_SEARCH_LENGTH, parseStoreQuery, storeSearch } from './store-query';

const parse = (search: string) => parseStoreQuery(new URLSearchParams(search));

describe('store query', () => {
  it('reads the category, network, search and tab of a link', () => {
    expect(parse('?category_id=99998&network=BSC&q=%20swap%20&tab=favorites')).toEqual({
      categoryId: 99998,
      network: 'bsc',
      search: 'swap',
      favorites: true,
      invalid: [],
    });
  });

  it('reads an empty link as the default view', () => {
    expect(parse('')).toEqual({ categoryId: null, network: null, search: '', favorites: false, invalid: [] });
  });

  it('ignores values it cannot use and names their fields', () => {
    const query = parse(`?category_id=abc&network=%3Cscript%3E&tab=everything&q=${'x'.repeat(MAX_SEARCH_LENGTH + 5)}`);
    expect(query.categoryId).toBeNull();
    expect(query.network).toBeNull();
    expect(query.favorites).toBe(false);
    expect(query.search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(query.invalid).toEqual(['category_id', 'network', 'tab', 'q']);
  });

  it('refuses zero, negative and fractional category ids', () => {
    for (const value of ['0', '-3', '1.5', '1e3']) expect(parse(`?category_id=${value}`).invalid).toEqual(['category_id']);
  });

  it('writes a view back as a link, in a stable order, without unset values', () => {
    expect(storeSearch({ favorites: true, search: ' dex ', network: 'eth', categoryId: 3 })).toBe('?category_id=3&network=eth&q=dex&tab=favorites');
    expect(storeSearch({ categoryId: null, network: null, search: '  ' })).toBe('');
    expect(parse(storeSearch({ categoryId: 7, network: 'trx', search: 'a&b=c' }))).toMatchObject({ categoryId: 7, network: 'trx', search: 'a&b=c' });
  });

  it('reads the DApp id of a detail link', () => {
    expect(parseDappId('42')).toBe(42);
    for (const value of [null, '', 'abc', '0', '-1', '4.2']) expect(parseDappId(value)).toBeNull();
    expect(detailPath(42)).toBe('/dappstore/detail?id=42');
  });
});
