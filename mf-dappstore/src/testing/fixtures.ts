// Test data and helpers shared by the section's tests.
import type { Blockchain } from '@tp/shared';
import type { Category, Dapp } from '@tp/shared/api/types';
import type { FakeRequest, FakeRoute } from '@tp/shared/testing';

export function makeDapp(id: number, overrides: Partial<Dapp> = {}): Dapp {
  return {
    id,
    title: `DApp ${id}`,
    desc: `Description of DApp ${id}`,
    lang: 'en',
    url: `https://dapp${id}.example.com`,
    icon_url: `https://cdn.example.com/icons/${id}.png`,
    category_ids: [1],
    networks: ['eth'],
    tp_connect: 'none' as Dapp['tp_connect'],
    hot: 1000 - id,
    audit_urls: [],
    tokens: [],
    tutorial_url: null,
    create_time: '2024-05-01T09:30:00Z',
    ...overrides,
  };
}

export const dapps = (from: number, count: number, overrides: Partial<Dapp> = {}) =>
  Array.from({ length: count }, (_, index) => makeDapp(from + index, overrides));

export const CATEGORIES: Category[] = [
  { hid: 2, category_type: 0, m_index: 3, name: 'Lending', icon_url: null },
  { hid: 100, category_type: 1, m_index: 0, name: "Editors' picks", icon_url: null },
  { hid: 99998, category_type: 0, m_index: 1, name: 'Trending', icon_url: null },
  { hid: 1, category_type: 0, m_index: 2, name: 'Exchange', icon_url: null },
];

export const CHAINS: Blockchain[] = [
  { hid: 1, icon: 'https://cdn.example.com/eth.png', title: 'Ethereum', ns: 'eth', chain_id: 1 },
  { hid: 12, icon: 'https://cdn.example.com/bsc.png', title: 'BNB Smart Chain', ns: 'bsc', chain_id: 56 },
  { hid: 3, icon: 'https://cdn.example.com/trx.png', title: 'TRON', ns: 'trx', chain_id: null },
];

export const ok = (data: unknown) => ({ result: 0, data });

/** A fake api route answering with `data`, or with what `make` makes of the request. */
export function answer(make: (request: FakeRequest) => unknown): FakeRoute;
export function answer(data: object | string | number | null): FakeRoute;
export function answer(data: unknown): FakeRoute {
  return (request) => ok(typeof data === 'function' ? (data as (request: FakeRequest) => unknown)(request) : data);
}
