import type { RemoteRegistry } from '@tp/shared';
import type { ServingOwner } from './data-dir-owner';
import { ReleaseRefusedError, type Flip, type FlipPlan, type ReleaseStore } from './release-store';

/** Where the site server on PGlite takes release commands (registered by shell/server/release-control.ts). */
export const RELEASE_CONTROL_PATH = '/internal/releases';

const STARTING_RETRY_MS = 200;
const STARTING_GIVE_UP_MS = 60_000;

/**
 * The registry of the site server that holds PGlite's folder, changed through
 * it: its database is its own, so release commands ask it (on this machine,
 * with the token of its owner file) instead of opening the folder.
 */
export function serverReleaseStore(owner: ServingOwner): ReleaseStore {
  const call = async <T>(method: 'GET' | 'POST', suffix: string, body?: unknown): Promise<T> => {
    const started = Date.now();
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${owner.url}${RELEASE_CONTROL_PATH}${suffix}`, {
          method,
          headers: { authorization: `Bearer ${owner.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        // The server took the folder and is still starting: its port opens shortly.
        if (Date.now() - started > STARTING_GIVE_UP_MS) throw new Error(`The site server at ${owner.url} does not answer: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, STARTING_RETRY_MS));
        continue;
      }
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.status === 409) throw new ReleaseRefusedError(answer.message ?? 'Refused.');
      if (!response.ok) throw new Error(`The site server at ${owner.url} answered ${response.status}: ${answer.message ?? response.statusText}`);
      return answer as T;
    }
  };
  return {
    read: () => call<RemoteRegistry>('GET', ''),
    history: async (folder) => (await call<{ history: string[] }>('GET', `/${encodeURIComponent(folder)}/history`)).history,
    flip: (folder, plan: FlipPlan) => call<Flip>('POST', `/${encodeURIComponent(folder)}`, plan),
    close: async () => {},
  };
}
