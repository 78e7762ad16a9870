/**
 * localStorage that never throws: private modes, full quotas and disabled
 * storage must cost the visitor a saved draft, never the form itself.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Whether the value was stored. */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** Every key this section stores starts with it. */
export const STORAGE_PREFIX = 'tp-submit:';
