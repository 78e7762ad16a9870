import { act, renderHook } from '@testing-library/react';
import { favoriteIds, toggleFavorite, useFavoriteIds } from './favorites';
import { addRecentSearch, clearRecentSearches, MAX_RECENT_SEARCHES, useRecentSearches } from './recent-searches';
import { turnRiskPromptsOff, useRiskPromptsOff } from './risk-consent';

beforeEach(() => localStorage.clear());

describe('favorites', () => {
  it('are added first and removed with the same call, and kept in localStorage', () => {
    toggleFavorite(3);
    toggleFavorite(8);
    expect(favoriteIds()).toEqual([8, 3]);
    expect(JSON.parse(localStorage.getItem('tp.dappstore.favorites')!)).toEqual({ version: 1, data: [8, 3] });
    toggleFavorite(3);
    expect(favoriteIds()).toEqual([8]);
  });

  it('re-render their readers, also when another tab changes them', () => {
    const { result } = renderHook(() => useFavoriteIds());
    expect(result.current).toEqual([]);
    act(() => toggleFavorite(5));
    expect(result.current).toEqual([5]);
    act(() => {
      localStorage.setItem('tp.dappstore.favorites', '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tp.dappstore.favorites' }));
    });
    expect(result.current).toEqual([]);
  });

  it('upgrade a list kept before versions, leaving out what was never an id', () => {
    localStorage.setItem('tp.dappstore.favorites', JSON.stringify([4, 'x', -1, 4, 2.5, 9]));
    expect(favoriteIds()).toEqual([4, 9]);
  });

  it('refuse a damaged entry, saying what is wrong, and start again from none', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('tp.dappstore.favorites', '{not json');
    expect(favoriteIds()).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^localStorage "tp\.dappstore\.favorites" is not valid JSON: /));
    localStorage.setItem('tp.dappstore.favorites', JSON.stringify({ version: 1, data: [4, 4] }));
    expect(favoriteIds()).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith('localStorage "tp.dappstore.favorites" is damaged: the value: an id is listed twice; using the default until it is next changed');
    toggleFavorite(5);
    expect(favoriteIds()).toEqual([5]);
    warn.mockRestore();
  });
});

describe('recent searches', () => {
  it('put the latest first, once whatever its case, and keep at most a few', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => {
      addRecentSearch(' swap ');
      addRecentSearch('lend');
      addRecentSearch('SWAP');
      addRecentSearch('   ');
    });
    expect(result.current).toEqual(['SWAP', 'lend']);
    act(() => {
      for (let i = 0; i < MAX_RECENT_SEARCHES + 3; i++) addRecentSearch(`term ${i}`);
    });
    expect(result.current).toHaveLength(MAX_RECENT_SEARCHES);
    expect(result.current[0]).toBe(`term ${MAX_RECENT_SEARCHES + 2}`);
  });

  it('can be cleared', () => {
    addRecentSearch('bridge');
    const { result } = renderHook(() => useRecentSearches());
    act(() => clearRecentSearches());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem('tp.dappstore.recentSearches')).toBe('{"version":1,"data":[]}');
  });

  it('upgrade a list kept before versions, and refuse one of a newer release', () => {
    localStorage.setItem('tp.dappstore.recentSearches', JSON.stringify(['swap', ' ', 3, ...Array.from({ length: 10 }, (_, i) => `t${i}`)]));
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current).toEqual(['swap', 't0', 't1', 't2', 't3', 't4', 't5', 't6']);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      localStorage.setItem('tp.dappstore.recentSearches', JSON.stringify({ version: 2, data: { terms: [] } }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'tp.dappstore.recentSearches' }));
    });
    expect(result.current).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('is version 2, written by a newer release of the site'));
    warn.mockRestore();
  });
});

describe('risk statement', () => {
  it("remembers 'no further prompts'", () => {
    const { result } = renderHook(() => useRiskPromptsOff());
    expect(result.current).toBe(false);
    act(() => turnRiskPromptsOff());
    expect(result.current).toBe(true);
    expect(localStorage.getItem('tp.dappstore.riskPromptsOff')).toBe('{"version":1,"data":true}');
  });

  it("reads a choice kept before versions, and refuses a damaged one", () => {
    localStorage.setItem('tp.dappstore.riskPromptsOff', 'true');
    const { result } = renderHook(() => useRiskPromptsOff());
    expect(result.current).toBe(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      localStorage.setItem('tp.dappstore.riskPromptsOff', '{"version":1,"data":"yes"}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tp.dappstore.riskPromptsOff' }));
    });
    expect(result.current).toBe(false);
    expect(warn).toHaveBeenLastCalledWith('localStorage "tp.dappstore.riskPromptsOff" is damaged: the value: expected boolean; using the default until it is next changed');
    warn.mockRestore();
  });

  it('keeps working when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    try {
      const { result } = renderHook(() => useRiskPromptsOff());
      act(() => turnRiskPromptsOff());
      expect(result.current).toBe(true);
    } finally {
      setItem.mockRestore();
    }
  });
});
