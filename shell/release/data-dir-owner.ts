import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseDataDirOwner, type DataDirOwnerRecord } from '@tp/shared/stored/data-dir-owner';

/** The site server that holds PGlite's folder, as release commands reach it. */
export interface ServingOwner {
  readonly url: string;
  readonly token: string;
}

type OwnerRecord = DataDirOwnerRecord;

const RETRY_MS = 50;
const GIVE_UP_MS = 60_000;

/** Beside the folder, not in it: PGlite creates its cluster in an empty folder. */
export function ownerFileOf(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.owner.json`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner the file names; what is wrong with it when it names none (it may be being written: the caller asks again). */
export async function readOwner(file: string): Promise<{ owner: OwnerRecord | null; problem?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // Released meanwhile: the next claim takes it.
    return { owner: null, problem: (error as Error).message };
  }
  const read = parseDataDirOwner(path.basename(file), text);
  return read.ok ? { owner: read.value } : { owner: null, problem: read.problem };
}

/**
 * One process at a time opens PGlite's folder (PGlite is one process's
 * database): the site server for as long as it runs, or a release command
 * while no server does. The owner writes its pid (and a server the address
 * and token release commands reach it with) to a file created exclusively;
 * an owner that died is taken over. Resolves with a release function once
 * claimed, or with the serving owner when `orServer` and a server holds it.
 */
async function claim(dataDir: string, record: OwnerRecord, orServer: boolean): Promise<{ release: () => Promise<void> } | ServingOwner> {
  const file = ownerFileOf(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(record));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const { owner, problem } = await readOwner(file);
    if (owner && !isAlive(owner.pid)) {
      await rm(file, { force: true });
      continue;
    }
    if (orServer && owner?.url && owner.token) return { url: owner.url, token: owner.token };
    if (Date.now() - started > GIVE_UP_MS) {
      if (!owner) throw new Error(`${dataDir} is held, but ${problem ?? 'its owner file names no process'} (${file}); if no site server or release command runs, delete that file.`);
      throw new Error(`${dataDir} is in use by process ${owner.pid} (${file}); try again when it is done.`);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** The site server's claim, held until it closes; waits for a release command that holds the folder. */
export async function holdDataDirForServer(dataDir: string, serving: ServingOwner): Promise<() => Promise<void>> {
  const claimed = await claim(dataDir, { pid: process.pid, ...serving }, false);
  return (claimed as { release: () => Promise<void> }).release;
}

/** A release command's claim, or the running server to ask instead. */
export function claimDataDirOrFindServer(dataDir: string): Promise<{ release: () => Promise<void> } | ServingOwner> {
  return claim(dataDir, { pid: process.pid }, true);
}
