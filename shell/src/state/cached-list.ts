import { blockchainsOf, type ApiClient, type Blockchain, type PageData } from '@tp/shared';
import { BehaviorSubject, type Observer, type Subscription } from '@tp/shared/facades/rxjs';
import { localStore, readStored } from '@tp/shared/stored/browser-storage';
import { BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat } from '@tp/shared/stored/start-data-cache';
import { storedText, type StoredFormat } from '@tp/shared/stored/stored-format';

/**
 * A value loaded when it is first read (`getValue`) or subscribed to: most pages read neither of the
 * start-up lists, and loading them with every page put a request, its parsing and a write to storage
 * in the tasks of every page's load. `load` gives the value to start from and starts the refresh.
 */
class LoadedOnFirstRead<T> extends BehaviorSubject<T> {
  #load: (() => T) | null;

  constructor(load: () => T) {
    super(undefined as T);
    this.#load = load;
  }

  #loadOnce(): void {
    const load = this.#load;
    if (!load) return;
    this.#load = null;
    super.next(load());
  }

  override getValue(): T {
    this.#loadOnce();
    return super.getValue();
  }

  override next(value: T): void {
    this.#load = null;
    super.next(value);
  }

  override subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void) | null): Subscription {
    this.#loadOnce();
    return super.subscribe(observerOrNext ?? undefined);
  }
}

/**
 * Data loaded once, when a section first reads it, and cached in localStorage (docs/product.md §4.8): the
 * cache answers at once, the call refreshes it, and when the call fails the cached value stays and the
 * failure is logged. The cache is read with its versioned format (the key is `format.name`'s): a damaged
 * copy is refused with a console message and the value starts `empty` until the call answers.
 */
export function createCachedValue<T>(storageKey: string, format: StoredFormat<T>, fetcher: () => Promise<T>, empty: T): BehaviorSubject<T> {
  const value$: BehaviorSubject<T> = new LoadedOnFirstRead<T>(() => {
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
    return readStored(storageKey, format, 'waiting for the api instead') ?? empty;
  });
  return value$;
}

/**
 * The networks, for every section. A page that shows them came with the list the server rendered them
 * from: that very array is the value from the start (not a copy: a section hydrating the page holds it as
 * the server's value, see serverSnapshotsOf, and a value not the same by identity renders the whole
 * section again, in one task, right after its hydration), kept for the next pages, and the api is not asked.
 */
export function createChains(pageData: PageData | undefined, api: Pick<ApiClient, 'blockchainList'>): BehaviorSubject<readonly Blockchain[]> {
  const fromPage = blockchainsOf(pageData);
  if (!fromPage) return createCachedValue(BLOCKCHAINS_CACHE_KEY, blockchainsCacheFormat, () => api.blockchainList(), []);
  return new LoadedOnFirstRead(() => {
    queueMicrotask(() => localStore.set(BLOCKCHAINS_CACHE_KEY, storedText(blockchainsCacheFormat, fromPage)));
    return fromPage;
  });
}
