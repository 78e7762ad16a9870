import { useBrowserValue } from '@tp/shared/react';
import { localStore } from '@tp/shared/stored/browser-storage';
import { parseStored, storedText, type StoredFormat } from '@tp/shared/stored/stored-format';

type Listener = () => void;

/** A value kept in localStorage, readable by `useSyncExternalStore`. */
export interface StoredValue<T> {
  /** The current value; the same object until the stored text changes. */
  get(): T;
  /** What it reads as with nothing stored: also what the server renders, having no storage. */
  readonly fallback: T;
  set(next: T): void;
  subscribe(listener: Listener): () => void;
}

/**
 * A value in localStorage under `key`, read with its versioned format (an
 * older copy is upgraded). A missing or blocked entry reads as `fallback`
 * (private modes may refuse storage: the value then lives in memory for the
 * visit); one that cannot be read too, and the console says what is wrong
 * with it. Readers hear of changes made here and in other tabs.
 */
export function storedValue<T>(key: string, fallback: T, format: StoredFormat<T>): StoredValue<T> {
  const listeners = new Set<Listener>();
  let memory: string | null | undefined;
  let cachedText: string | null | undefined;
  let cachedValue = fallback;

  const readText = (): string | null => {
    if (memory !== undefined) return memory;
    return localStore.get(key);
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    fallback,
    get() {
      const text = readText();
      if (text !== cachedText) {
        cachedText = text;
        cachedValue = fallback;
        if (text !== null) {
          const read = parseStored(format, text);
          if (read.ok) cachedValue = read.value;
          // Refused, not trusted: the next change writes a good copy over it.
          else console.warn(`${read.problem}; using the default until it is next changed`);
        }
      }
      return cachedValue;
    },
    set(next) {
      const text = storedText(format, next);
      if (!localStore.set(key, text)) memory = text;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/**
 * The stored value in a component. A section hydrating the server's HTML renders the fallback first, as the
 * server did, and the visitor's value right after: no mismatch; a section rendered anew shows it at once.
 */
export function useStoredValue<T>(stored: StoredValue<T>): T {
  return useBrowserValue(stored.get, stored.fallback, stored.subscribe);
}
