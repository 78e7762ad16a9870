import { parseStored, type StoredFormat } from './stored-format';

/**
 * Browser storage that never throws: private modes, full quotas and disabled storage cost the visitor what
 * would have been kept, never the page.
 */
export interface SafeStorage {
  get(key: string): string | null;
  /** Whether the value was stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function safeStorage(area: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** localStorage: kept in this browser. */
export const localStore = /*#__PURE__*/ safeStorage(() => window.localStorage);
/** sessionStorage: kept for this tab's visit. */
export const sessionStore = /*#__PURE__*/ safeStorage(() => window.sessionStorage);

/**
 * The value stored under `key` in its versioned format (an older copy is upgraded), or null when none is
 * stored or it cannot be read: then the console says what is wrong with it and what is used `instead`.
 */
export function readStored<T>(key: string, format: StoredFormat<T>, instead: string, storage: SafeStorage = localStore): T | null {
  const text = storage.get(key);
  if (text === null) return null;
  const read = parseStored(format, text);
  if (read.ok) return read.value;
  console.warn(`${read.problem}; ${instead}`);
  return null;
}
