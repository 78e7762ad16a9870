import { act, renderHook } from '@testing-library/react';
import { favoriteIds, toggleFavorite, useIsFavorite } from './favorites';
import { addRecentSearch, clearRecentSearches, MAX_RECENT_SEARCHES, useRecentSearches } from './recent-searches';
import { turnRiskPromptsOff, useRiskPromptsOff } from './risk-consent';

beforeEach(() => localStorage.clear());

describe('favorites', () => {
  it('are added first and removed with the same call, and kept in localStorage', () => {
    toggleFavorite(3);
    toggleFavorite(8);
    expect(favoriteIds()).toEqual([8, 3]);
    expect(JSON.parse(localStorage.getItem('tp.dappstore.favorites')!)).toEqual([8, 3]);
    toggleFavorite(3);
    expect(favoriteIds()).toEqual([8]);
  });

  it('re-render their readers, also when another tab changes them', () => {
    const { result } = renderHook(() => useIsFavorite(5));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => {
      localStorage.setItem('tp.dappstore.favorites', '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tp.dappstore.favorites' }));
    });
    expect(result.current[0]).toBe(false);
  });

  it('read a corrupt or foreign entry as none, keeping valid ids', () => {
    localStorage.setItem('tp.dappstore.favorites', '{not json');
    expect(favoriteIds()).toEqual([]);
    localStorage.setItem('tp.dappstore.favorites', JSON.stringify([4, 'x', -1, 4, 2.5, 9]));
    expect(favoriteIds()).toEqual([4, 9]);
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
    expect(localStorage.getItem('tp.dappstore.recentSearches')).toBe('[]');
  });
});

describe('risk statement', () => {
  it("remembers 'no further prompts'", () => {
    const { result } = renderHook(() => useRiskPromptsOff());
    expect(result.current).toBe(false);
    act(() => turnRiskPromptsOff());
    expect(result.current).toBe(true);
    expect(localStorage.getItem('tp.dappstore.riskPromptsOff')).toBe('true');
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
