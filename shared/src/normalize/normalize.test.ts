import type { RawBlockchain } from '../api/types';
import { normalizeBlockchains } from './blockchains';
import { normalizeCategories } from './lists';
import { normalizeNewsList } from './news';
import { normalizeTokenProtocolMap } from './token-protocols';

describe('normalizeCategories', () => {
  it('keeps category_type 0 sorted by m_index', () => {
    const list = [
      { hid: 1, category_type: 0, m_index: 3 },
      { hid: 2, category_type: 1, m_index: 0 },
      { hid: 3, category_type: 0, m_index: 1 },
      { hid: 4, category_type: 0, m_index: 2 },
    ];
    expect(normalizeCategories(list).map((c) => c.hid)).toEqual([3, 4, 1]);
  });
});

describe('normalizeBlockchains', () => {
  const chain = (change: Partial<RawBlockchain>): RawBlockchain => ({
    hid: 1, icon_url: 'https://i/eth.png', title: 'Ethereum', ns: 'eth', short_name: 'ETH', metadata: '{"chain_id":"1"}', deprecated: false, ...change,
  });

  it('drops deprecated chains and maps the rest', () => {
    const list = [chain({}), chain({ hid: 2, ns: 'heco', deprecated: true }), chain({ hid: 3, ns: 'trx', title: 'TRON', metadata: null })];
    expect(normalizeBlockchains(list)).toEqual([
      { hid: 1, icon: 'https://i/eth.png', title: 'Ethereum', ns: 'eth', chain_id: '1' },
      { hid: 3, icon: 'https://i/eth.png', title: 'TRON', ns: 'trx', chain_id: null },
    ]);
  });

  it('survives metadata that is not JSON or already an object', () => {
    expect(normalizeBlockchains([chain({ metadata: '{oops' })])[0].chain_id).toBeNull();
    expect(normalizeBlockchains([chain({ metadata: { chain_id: 56 } as unknown as string })])[0].chain_id).toBe(56);
  });
});

describe('normalizeTokenProtocolMap', () => {
  it('marks each item unselected and titles it with its key', () => {
    const map = { ERC20: [{ protocol: 'ERC20', ns: 'eth', hid: 1, kind: 'token' as const }] };
    expect(normalizeTokenProtocolMap(map)).toEqual({
      ERC20: [{ protocol: 'ERC20', ns: 'eth', hid: 1, kind: 'token', isSelected: false, title: 'ERC20' }],
    });
    expect(normalizeTokenProtocolMap(null)).toEqual({});
  });
});

describe('normalizeNewsList', () => {
  it('replaces T and Z and derives the day and time', () => {
    const [item] = normalizeNewsList([
      { id: 7, title: 't', summary: 's', cover_url: null, lang: 'en', create_time: '2024-05-01T09:30:15Z' },
    ])!;
    expect(item).toMatchObject({ create_time: '2024-05-01 09:30:15', date: '2024-05-01', days: '05-01', times: '09:30' });
  });

  it('keeps null as the end of the list', () => {
    expect(normalizeNewsList(null)).toBeNull();
  });
});
