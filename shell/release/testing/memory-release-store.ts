import { CONTRACT_VERSION, type RegistryRemote } from '@tp/shared';
import type { ReleaseStorage } from '../release-storage';
import { decideFlip, type ReleaseStore } from '../release-store';

/**
 * The registry and history in this process's memory, for tests of what lies
 * around them (release storage): flips are decided as the database store decides them.
 */
export function memoryReleaseStore(files: ReleaseStorage): ReleaseStore {
  const live = new Map<string, RegistryRemote>();
  const histories = new Map<string, string[]>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read: async () => ({ contract: CONTRACT_VERSION, remotes: [...live.values()].sort((a, b) => a.name.localeCompare(b.name)) }),
    history: async (folder) => histories.get(folder) ?? [],
    flip(folder, plan) {
      const flipped = queue.then(async () => {
        const history = histories.get(folder) ?? [];
        const flip = await decideFlip(plan, folder, history, files);
        if (flip.history === 'release') histories.set(folder, [...history, flip.entry.version]);
        if (flip.history === 'back') histories.set(folder, history.slice(0, -1));
        live.set(folder, flip.entry);
        return flip;
      });
      queue = flipped.catch(() => undefined);
      return flipped;
    },
    close: async () => {},
  };
}
