import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

interface Settled<T> {
  readonly id: string;
  readonly resource: Resource<T>;
}

/**
 * Data loaded for `key` (null: nothing wanted yet), with a retry. A new key
 * starts loading at once; answers for an older key are dropped.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const id = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (id === null) return;
    let current = true;
    load().then(
      (data) => current && setSettled({ id, resource: { status: 'ready', data } }),
      (error: unknown) => current && setSettled({ id, resource: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key`: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const resource: Resource<T> = settled && settled.id === id ? settled.resource : { status: 'loading' };
  return { ...resource, retry };
}
