import { NETWORK_FAMILIES } from '@tp/shared/validation';
import { CONTENT_LANGUAGES } from '../languages';
import { SEED_CATEGORIES } from './categories';
import { SEED_CHAINS } from './chains';
import { seedDapps } from './dapps';
import { seedNews } from './news';

const NOW = new Date('2026-06-15T00:00:00Z');

describe('seed data', () => {
  const dapps = seedDapps();

  it('has the chains of docs/product.md §3.12 with their platform values and short names', () => {
    const byNs = new Map(SEED_CHAINS.map((c) => [c.ns, c]));
    expect([1, 12, 15, 18, 25].map((hid) => SEED_CHAINS.find((c) => c.hid === hid)?.ns)).toEqual(['eth', 'bsc', 'heco', 'matic', 'ftm']);
    const shortNames = new Set(SEED_CHAINS.map((c) => c.shortName));
    for (const name of ['ETH', 'EOS', 'IOST', 'TRX', 'BTC', 'BSC', 'DOT', 'KSM', 'HECO', 'MATIC', 'OKTC', 'KLAY', 'AVAX', 'ARB', 'FTM', 'OP', 'SOL',
      'GLMR', 'KCC', 'CFX', 'ETC', 'APTOS', 'DOGE', 'zkSync Era', 'EOS EVM', 'Mantle', 'LINEA', 'Base', 'OPBNB']) {
      expect(shortNames).toContain(name);
    }
    for (const ns of ['eos', 'eth', 'bsc', 'trx', 'matic', 'solana', 'aptos', 'arb', 'base', 'linea', 'zks', 'opbnb', 'blast']) expect(byNs.has(ns)).toBe(true);
    expect(SEED_CHAINS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(SEED_CHAINS.map((c) => c.hid)).size).toBe(SEED_CHAINS.length);
    expect(byNs.get('bsc')?.chainId).toBe('56');
  });

  it('knows the address family of every seeded network, so submissions on each can be checked', () => {
    expect(SEED_CHAINS.filter((c) => !NETWORK_FAMILIES[c.ns]).map((c) => c.ns)).toEqual([]);
  });

  it('has at least 300 DApps over every store category, on seeded networks, described in every language', () => {
    expect(dapps.length).toBeGreaterThanOrEqual(300);
    expect(new Set(dapps.map((d) => d.title)).size).toBe(dapps.length);
    const categories = SEED_CATEGORIES.filter((c) => c.type === 0 && c.key !== 'trending').map((c) => c.key);
    for (const key of categories) expect([key, dapps.some((d) => d.category === key)]).toEqual([key, true]);
    const networks = new Set(SEED_CHAINS.filter((c) => !c.deprecated).map((c) => c.ns));
    expect(dapps.flatMap((d) => d.networks).filter((ns) => !networks.has(ns))).toEqual([]);
    for (const dapp of dapps) {
      expect(dapp.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      expect(Object.keys(dapp.texts).sort()).toEqual([...CONTENT_LANGUAGES].sort());
      expect(dapp.texts.ja?.description).not.toBe(dapp.texts.en?.description);
    }
  });

  it('names every category in every language', () => {
    for (const category of SEED_CATEGORIES) {
      for (const lang of CONTENT_LANGUAGES) expect(category.names[lang].trim()).not.toBe('');
    }
  });

  it('has at least 100 news stories, each in every language, spread over the past years and never in the future', () => {
    const news = seedNews(NOW, dapps);
    const stories = new Set(news.map((n) => n.story));
    expect(stories.size).toBeGreaterThanOrEqual(100);
    expect(news).toHaveLength(stories.size * CONTENT_LANGUAGES.length);
    expect(news.every((n) => n.createdAt <= NOW)).toBe(true);
    expect(new Set(news.map((n) => n.createdAt.getUTCFullYear())).size).toBeGreaterThanOrEqual(3);
    const first = news.filter((n) => n.story === 1);
    expect(new Set(first.map((n) => n.title)).size).toBe(CONTENT_LANGUAGES.length);
    expect(news.every((n) => !/\{\w+\}/.test(n.title + n.summary + n.content))).toBe(true);
  });
});
