import { blockchainsOf, type ApiClient, type Blockchain, type PageData } from '@tp/shared';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { localStore, readStored } from '@tp/shared/stored/browser-storage';
import { BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat } from '@tp/shared/stored/start-data-cache';
import { storedText, type StoredFormat } from '@tp/shared/stored/stored-format';

/**
 * Data loaded once at start and cached in localStorage (docs/product.md §4.8): the cache
 * answers at once, the call refreshes it, and when the call fails the cached
 * value stays and the failure is logged. The cache is read with its versioned
 * format (the key is `format.name`'s): a damaged copy is refused with a console
 * message and the value starts `empty` until the call answers.
 */
export function createCachedValue<T>(storageKey: string, format: StoredFormat<T>, fetcher: () => Promise<T>, empty: T): BehaviorSubject<T> {
  const value$ = new BehaviorSubject<T>(readStored(storageKey, format, 'waiting for the api instead') ?? empty);
  Promise.resolve()
    .then(fetcher)
    .then(
      (fresh) => {
        value$.next(fresh);
        // Storage full or unavailable: the fresh value still applies for this visit.
        localStore.set(storageKey, storedText(format, fresh));
      },
      (error: unknown) => console.warn(`Could not load ${storageKey}; using the cached value`, error),
    );
  return value$;
}

/**
 * The networks, for every section. A page that shows them came with the list the server rendered them
 * from: no need to ask the api, and the value is that very array, not a copy. A section hydrating the page
 * holds it as the server's value (serverSnapshotsOf), and a value not the same by identity renders the
 * whole section again, in one task, right after its hydration.
 */
export function createChains(pageData: PageData | undefined, api: Pick<ApiClient, 'blockchainList'>): BehaviorSubject<readonly Blockchain[]> {
  return createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, async () => blockchainsOf(pageData) ?? (await api.blockchainList()), []);
}
