import { MAX_SEARCH_LENGTH } from './store-query';
import { storedValue, useStoredValue } from './stored-value';

export const MAX_RECENT_SEARCHES = 8;

const recent = storedValue<readonly string[]>('tp.dappstore.recentSearches', [], (raw) =>
  Array.isArray(raw) ? raw.filter((term): term is string => typeof term === 'string' && term.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : undefined,
);

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
