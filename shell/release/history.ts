import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Which versions of each remote were made live, oldest first, as an earlier version kept them in REMOTES_DIR (imported once). */
export type ReleaseHistory = Readonly<Record<string, readonly string[]>>;

const HISTORY_FILE = 'history.json';

export async function readHistory(remotesDir: string): Promise<ReleaseHistory> {
  try {
    return JSON.parse(await readFile(path.join(remotesDir, HISTORY_FILE), 'utf8')) as ReleaseHistory;
  } catch {
    return {};
  }
}
