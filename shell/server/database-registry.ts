import pg from 'pg';
import { CONTRACT_VERSION, type RemoteRegistry } from '@tp/shared';
import { RELEASE_CHANNEL } from '../release/database-release-store';
import { openReleaseStore } from '../release/open-release-store';
import type { ReleaseStorage } from '../release/release-storage';
import type { ReleaseStore } from '../release/release-store';
import { refusedRegistryMessage, type LiveRegistry } from './registry-store';

const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

interface Logger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * The registry of the database, held in memory and reloaded whenever a
 * release or rollback commits (LISTEN on RELEASE_CHANNEL), so every server of
 * the fleet serves a flip on its next page. A lost connection may have missed
 * notifications: the registry is reloaded each time the listener reconnects.
 */
export function databaseRegistry(databaseUrl: string, remotesDir: string, files: ReleaseStorage, log: Logger): LiveRegistry {
  let store: ReleaseStore | null = null;
  let current: RemoteRegistry | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let reloading: Promise<void> = Promise.resolve();
  let connected: () => void = () => {};
  const firstLoad = new Promise<void>((resolve) => (connected = resolve));

  // One reload at a time, in order: a slow earlier read never overwrites a later one.
  const reload = () => {
    reloading = reloading
      .then(async () => {
        if (store) current = await store.read();
      })
      .catch((error: unknown) => log.warn({ err: error }, `${refusedRegistryMessage(error)}; still serving the last good registry`));
    return reloading;
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    try {
      store ??= await openReleaseStore({ databaseUrl, remotesDir, files });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('notification', () => void reload());
      client.on('error', () => {});
      client.on('end', () => {
        if (listener === client) listener = null;
        if (!closed) {
          log.warn({}, 'lost the release notifications; reconnecting');
          setTimeout(() => void connect(), RETRY_FIRST_MS).unref();
        }
      });
      await client.connect();
      await client.query(`listen ${RELEASE_CHANNEL}`);
      listener = client;
      retryMs = RETRY_FIRST_MS;
      await reload();
      connected();
    } catch (error) {
      log.warn({ err: error }, `the release registry is not reachable; trying again in ${retryMs} ms`);
      setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };
  void connect();

  return {
    read: async () => current ?? { contract: CONTRACT_VERSION, remotes: [] },
    loaded: () => current !== null && listener !== null,
    whenLoaded: () => firstLoad,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await store?.close();
    },
  };
}
