import { startTransition, useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

interface Settled<T> {
  readonly id: string;
  readonly resource: Resource<T>;
}

/**
 * Data loaded for `key` (null: nothing wanted yet), with a retry: the one way a
 * section loads what it shows. A new key starts loading at once; answers for an
 * older key are dropped. Data the page was rendered with on the server
 * (`rendered`, for the first attempt) is used as it is: it shows from the first
 * render and is not asked for again. An answer arrives as a transition, so
 * React renders what it fills in slices, with no long task to hold up a tap.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>, rendered?: { readonly data: T }): Resource<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const id = key === null ? null : `${attempt}:${key}`;
  const renderedNow = attempt === 0 && key !== null ? rendered : undefined;

  useEffect(() => {
    if (id === null || renderedNow) return;
    let current = true;
    load().then(
      (data) => current && startTransition(() => setSettled({ id, resource: { status: 'ready', data } })),
      (error: unknown) => current && startTransition(() => setSettled({ id, resource: { status: 'error', error } })),
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key`: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const resource: Resource<T> =
    settled && settled.id === id ? settled.resource : renderedNow ? { status: 'ready', data: renderedNow.data } : { status: 'loading' };
  return { ...resource, retry };
}
