// One release command in a process of its own, as `pnpm release` / `pnpm rollback` run it, against fake builds:
// tsx release-process.ts <release|rollback> <args…> with REPO_DIR, SHELL_DIST, REMOTES_DIR and DATABASE_URL (or DATA_DIR) set.
import { release, rollback } from '../commands';
import { folderReleaseStorage } from '../folder-release-storage';
import { openReleaseStore } from '../open-release-store';

const [command, ...args] = process.argv.slice(2);
const env = (name: string) => process.env[name] ?? '';
const files = folderReleaseStorage(env('REMOTES_DIR'));
const store = await openReleaseStore({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR, remotesDir: env('REMOTES_DIR'), files });
const context = { repoDir: env('REPO_DIR'), shellDist: env('SHELL_DIST'), store, files, log: (line: string) => console.log(line) };
try {
  await (command === 'rollback' ? rollback : release)(context, args);
} finally {
  await store.close();
}
