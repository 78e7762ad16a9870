import { filter, firstValueFrom } from 'rxjs';
import { BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, TOKEN_PROTOCOLS_CACHE_KEY, tokenProtocolsCacheFormat } from '@tp/shared/stored/start-data-cache';
import { pageDataKey } from '@tp/shared';
import { createCachedValue, createChains } from './cached-list';

const ETH = { hid: 1, icon: 'https://a.io/eth.png', title: 'Ethereum', ns: 'eth', chain_id: 1 };
const BSC = { ...ETH, hid: 12, title: 'BNB Smart Chain', ns: 'bsc', chain_id: 56 };
const offline = () => Promise.reject(new Error('offline'));

describe('cached start-up data', () => {
  beforeEach(() => localStorage.clear());
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
  afterEach(() => warn.mockRestore());

  it('asks the api once, when a section first reads the value: not with every page', async () => {
    const fetcher = jest.fn(() => Promise.resolve([ETH]));
    const value$ = createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, fetcher, []);
    await Promise.resolve();
    expect(fetcher).not.toHaveBeenCalled();
    expect(localStorage.getItem('tp:blockchains')).toBeNull();

    expect(value$.getValue()).toEqual([]);
    await firstValueFrom(value$.pipe(filter((chains) => chains.length > 0)));
    value$.subscribe(() => undefined).unsubscribe();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stores a fresh value for the next visit, with its version', async () => {
    const value$ = createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, () => Promise.resolve([ETH]), []);
    await firstValueFrom(value$.pipe(filter((chains) => chains.length > 0)));
    expect(value$.getValue()).toEqual([ETH]);
    expect(JSON.parse(localStorage.getItem('tp:blockchains')!)).toEqual({ version: 1, data: [ETH] });
  });

  it('falls back to the cached value when the call fails, a copy kept before versions too', async () => {
    localStorage.setItem('tp:blockchains', JSON.stringify([BSC]));
    let warned!: () => void;
    const failureLogged = new Promise<void>((resolve) => (warned = resolve));
    warn.mockImplementation(() => warned());
    const value$ = createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, offline, []);
    expect(value$.getValue()).toEqual([BSC]);
    await failureLogged;
    expect(value$.getValue()).toEqual([BSC]);
    expect(warn).toHaveBeenCalledWith('Could not load tp:blockchains; using the cached value', expect.any(Error));
  });

  it('refuses a damaged cache, naming the key and the field, and waits for the api', () => {
    localStorage.setItem('tp:blockchains', JSON.stringify({ version: 1, data: [{ ...BSC, ns: 5 }] }));
    expect(createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, offline, []).getValue()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('localStorage "tp:blockchains" is damaged: 0.ns: expected string; waiting for the api instead');
    localStorage.setItem('tp:token-protocols', JSON.stringify({ version: 1, data: { ERC20: [{ isSelected: true, title: 'ERC20' }] } }));
    expect(createCachedValue(TOKEN_PROTOCOLS_CACHE_KEY, tokenProtocolsCacheFormat, offline, {}).getValue()).toEqual({});
    expect(warn).toHaveBeenCalledWith('localStorage "tp:token-protocols" is damaged: ERC20.0.isSelected: expected false; waiting for the api instead');
  });
});

describe('the networks', () => {
  beforeEach(() => localStorage.clear());

  it('are the very list the page came with, without asking the api: a hydrating section holds that list as the server’s', async () => {
    const fromPage = [ETH, BSC];
    const blockchainList = jest.fn(() => Promise.resolve([ETH]));
    const chains$ = createChains({ [pageDataKey.blockchains()]: fromPage }, { blockchainList });
    expect(chains$.getValue()).toBe(fromPage);
    await Promise.resolve();
    expect(blockchainList).not.toHaveBeenCalled();
    // Kept for the next pages, which may come without them.
    expect(JSON.parse(localStorage.getItem('tp:blockchains')!)).toEqual({ version: 1, data: fromPage });
  });

  it('come from the api on a page without them', async () => {
    const chains$ = createChains({}, { blockchainList: () => Promise.resolve([BSC]) });
    expect(await firstValueFrom(chains$.pipe(filter((chains) => chains.length > 0)))).toEqual([BSC]);
  });
});
