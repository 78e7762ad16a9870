import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const RETRY_MS = 25;
const GIVE_UP_MS = 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding an exclusive lock file (created with O_EXCL, holding the
 * owner's pid), so two release commands on one machine never interleave. A
 * lock left by a process that died is taken over.
 */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (owner > 0 && !isAlive(owner)) {
        await rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${lockFile} is held by process ${owner || '(unknown)'}; try again when it is done.`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}
