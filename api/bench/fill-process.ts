import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/open';
import { fillCatalogue } from './fill';

interface FillRequest {
  readonly databaseUrl: string;
  readonly total: number;
}

/**
 * Fills a PostgreSQL catalogue from a process of its own, which exits before
 * anything is measured: a million DApps made in the process that then serves
 * the measured requests leave it a heap of gigabytes, and a server process
 * measured right after such a fill is not the one a deployment runs.
 */
export function fillInOwnProcess(databaseUrl: string, total: number): Promise<void> {
  const filler = fork(fileURLToPath(import.meta.url), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    filler.once('error', reject);
    filler.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The fill exited with code ${code}`))));
    filler.send({ databaseUrl, total } satisfies FillRequest);
  });
}

// Run as the filler (forked above): fills, closes and exits.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', async (message) => {
    const { databaseUrl, total } = message as FillRequest;
    const db = await openDatabase({ databaseUrl });
    try {
      await fillCatalogue(db, total);
    } finally {
      await db.close();
    }
    process.exit(0);
  });
}
