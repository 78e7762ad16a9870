// One release command in a process of its own, as `pnpm release` / `pnpm rollback` run it, against fake builds:
// tsx release-process.ts <release|rollback> <args…> with REPO_DIR, SHELL_DIST, REMOTES_DIR and DATABASE_URL set.
import { release, rollback } from '../commands';
import { folderReleaseStorage } from '../folder-release-storage';
import { openReleaseStore } from '../open-release-store';

const [command, ...args] = process.argv.slice(2);
const env = (name: string) => process.env[name] ?? '';
const store = await openReleaseStore({ databaseUrl: process.env.DATABASE_URL || undefined, remotesDir: env('REMOTES_DIR') });
const files = folderReleaseStorage(env('REMOTES_DIR'));
const context = { repoDir: env('REPO_DIR'), shellDist: env('SHELL_DIST'), store, files, log: (line: string) => console.log(line) };
try {
  await (command === 'rollback' ? rollback : release)(context, args);
} finally {
  await store.close();
}
