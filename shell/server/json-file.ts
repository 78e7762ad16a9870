import { readFile, stat } from 'node:fs/promises';

/** A JSON file read again whenever it changes on disk, so releases and rebuilds apply without a restart. */
export function watchedJsonFile<T>(file: string, fallback: () => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async (): Promise<T> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) as T };
      return cached.value;
    } catch {
      return fallback();
    }
  };
}
