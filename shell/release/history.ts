import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Which versions of each remote were made live, oldest first: what `rollback` walks back through. */
export type ReleaseHistory = Readonly<Record<string, readonly string[]>>;

const HISTORY_FILE = 'history.json';

export async function readHistory(remotesDir: string): Promise<ReleaseHistory> {
  try {
    return JSON.parse(await readFile(path.join(remotesDir, HISTORY_FILE), 'utf8')) as ReleaseHistory;
  } catch {
    return {};
  }
}

export async function writeHistory(remotesDir: string, history: ReleaseHistory): Promise<void> {
  await mkdir(remotesDir, { recursive: true });
  const target = path.join(remotesDir, HISTORY_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(history, null, 2)}\n`);
  await rename(temporary, target);
}
