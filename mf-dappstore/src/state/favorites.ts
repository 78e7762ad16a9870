import { FAVOURITES_KEY, favouritesFormat } from '@tp/shared/stored/favourites';
import { storedValue, useStoredValue } from './stored-value';

/** Most recently added first. */
const favorites = storedValue(FAVOURITES_KEY, [], favouritesFormat);

export function toggleFavorite(id: number): void {
  const ids = favorites.get();
  favorites.set(ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids]);
}

export function favoriteIds(): readonly number[] {
  return favorites.get();
}

/** The visitor's favourite DApp ids, kept in this browser. */
export function useFavoriteIds(): readonly number[] {
  return useStoredValue(favorites);
}
