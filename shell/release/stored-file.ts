import { readFile } from 'node:fs/promises';
import { StoredCopyError, type StoredRead } from '@tp/shared/stored/stored-format';

/**
 * The text of a file this site wrote earlier, checked by `check`: undefined
 * when there is no such file; a StoredCopyError naming the file and what is
 * wrong when it cannot be read back (never trusted as it is).
 */
export async function readCheckedFile<T>(file: string, check: (text: string) => StoredRead<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoredCopyError(`${file} cannot be read: ${(error as Error).message}`);
  }
  const read = check(text);
  if (!read.ok) throw new StoredCopyError(`${read.problem} (${file})`);
  return read.value;
}
