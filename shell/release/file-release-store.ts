import path from 'node:path';
import { withFileLock } from './file-lock';
import { readHistory, writeHistory } from './history';
import { readRegistry, withLiveRemote, writeRegistry } from './registry-file';
import { historyAfter, type ReleaseStore } from './release-store';

const LOCK_FILE = 'releases.lock';

/** The registry and history as JSON files in REMOTES_DIR: one machine, what `pnpm start` uses. */
export function fileReleaseStore(remotesDir: string): ReleaseStore {
  return {
    read: () => readRegistry(remotesDir),
    history: async (folder) => (await readHistory(remotesDir))[folder] ?? [],
    flip: (folder, decide) =>
      withFileLock(path.join(remotesDir, LOCK_FILE), async () => {
        const history = await readHistory(remotesDir);
        const flip = await decide(history[folder] ?? []);
        const registry = await readRegistry(remotesDir);
        await writeHistory(remotesDir, { ...history, [folder]: historyAfter(history[folder] ?? [], flip) });
        await writeRegistry(remotesDir, withLiveRemote(registry, flip.entry));
        return flip;
      }),
    close: async () => {},
  };
}
