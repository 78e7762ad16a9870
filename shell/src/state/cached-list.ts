import { BehaviorSubject } from '@tp/shared/facades/rxjs';

/**
 * Data loaded once at start and cached in localStorage (docs/product.md §4.8): the cache
 * answers at once, the call refreshes it, and when the call fails the cached
 * value stays and the failure is logged.
 */
export function createCachedValue<T>(storageKey: string, fetcher: () => Promise<T>, empty: T): BehaviorSubject<T> {
  const value$ = new BehaviorSubject<T>(readCache(storageKey) ?? empty);
  Promise.resolve()
    .then(fetcher)
    .then(
    (fresh) => {
      value$.next(fresh);
      try {
        localStorage.setItem(storageKey, JSON.stringify(fresh));
      } catch {
        // Storage full or unavailable: the fresh value still applies for this visit.
      }
    },
    (error: unknown) => console.warn(`Could not load ${storageKey}; using the cached value`, error),
  );
  return value$;
}

function readCache<T>(storageKey: string): T | null {
  try {
    const text = localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
