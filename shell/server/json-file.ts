import { readFile, stat } from 'node:fs/promises';
import type { StoredRead } from '@tp/shared/stored/stored-format';

/**
 * A JSON file read again whenever it changes on disk, so releases and
 * rebuilds apply without a restart. Each copy is checked with `check`: a
 * damaged one is never served; the last good copy stays (or `fallback` when
 * there was none) and `warn` says what is wrong, once per change. The file
 * is looked at no more than once per `recheckMs`: every page asks for it, and
 * a look per page cost more than the rest of a page served from memory.
 */
export function watchedJsonFile<T>(
  file: string,
  check: (text: string) => StoredRead<T>,
  fallback: () => T,
  warn: (message: string) => void,
  { recheckMs = 1_000, now = Date.now }: { readonly recheckMs?: number; readonly now?: () => number } = {},
) {
  let seenMtimeMs: number | null = null;
  let good: T | null = null;
  let lookedAt = -Infinity;
  return async (): Promise<T> => {
    if (now() - lookedAt < recheckMs) return good ?? fallback();
    lookedAt = now();
    try {
      const { mtimeMs } = await stat(file);
      if (seenMtimeMs !== mtimeMs) {
        seenMtimeMs = mtimeMs;
        const read = check(await readFile(file, 'utf8'));
        if (read.ok) good = read.value;
        else warn(`${read.problem} (${file}); ${good ? 'still serving its last good copy' : 'serving none'}`);
      }
    } catch {
      // Missing meanwhile (a rebuild in progress): the last good copy stays.
    }
    return good ?? fallback();
  };
}
