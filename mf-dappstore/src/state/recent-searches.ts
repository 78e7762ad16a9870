import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY, recentSearchesFormat } from '@tp/shared/stored/recent-searches';
import { MAX_SEARCH_LENGTH } from '@tp/shared/dappstore/store-query';
import { storedValue, useStoredValue } from './stored-value';

export { MAX_RECENT_SEARCHES };

const recent = storedValue(RECENT_SEARCHES_KEY, [], recentSearchesFormat);

/** Puts a search first in the recent list; the same words typed differently count once. */
export function addRecentSearch(term: string): void {
  const clean = term.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!clean) return;
  const folded = clean.toLocaleLowerCase();
  const rest = recent.get().filter((other) => other.toLocaleLowerCase() !== folded);
  recent.set([clean, ...rest].slice(0, MAX_RECENT_SEARCHES));
}

export function clearRecentSearches(): void {
  recent.set([]);
}

export function useRecentSearches(): readonly string[] {
  return useStoredValue(recent);
}
