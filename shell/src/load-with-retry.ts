import type { RemoteLifecyclesModule, RemoteName } from '@tp/shared';

/** A remote that loaded but must not run with this shell: retrying cannot help. */
export class RemoteRefusedError extends Error {
  constructor(remote: string, reason: string) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteRefusedError';
  }
}

export interface LoadPolicy {
  /** How many times to try before giving up. */
  readonly attempts: number;
  /** Longest wait for one attempt (manifest, entry and exposed module). */
  readonly timeoutMs: number;
  /** Wait before the second attempt; doubled for each further one. */
  readonly backoffMs: number;
}

export const DEFAULT_LOAD_POLICY: LoadPolicy = { attempts: 3, timeoutMs: 15_000, backoffMs: 500 };

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${remote}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs a remote load with a timeout per attempt; network trouble (a failed manifest, entry or chunk, a timeout) is retried with
 * backoff; the federation runtime forgets failed loads, so each try is fresh.
 */
export async function loadWithRetry(
  remote: RemoteName,
  policy: LoadPolicy = DEFAULT_LOAD_POLICY,
  load: (remote: RemoteName) => Promise<RemoteLifecyclesModule>,
): Promise<RemoteLifecyclesModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, policy.backoffMs * 2 ** (attempt - 1)));
    try {
      return await withTimeout(load(remote), policy.timeoutMs, remote);
    } catch (error) {
      if (error instanceof RemoteRefusedError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
