import { startTransition, useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

export interface ResourceControls {
  /** Asks again, showing the loading state meanwhile (after a failure). */
  retry(): void;
  /** Asks again while what is shown stays (after a change saved on the page, a poll). */
  reload(): void;
  /** A reload is under way behind the data shown. */
  readonly refreshing: boolean;
}

interface Settled<T> {
  readonly id: string;
  readonly key: string;
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
export function useResource<T>(key: string | null, load: () => Promise<T>, rendered?: { readonly data: T }): Resource<T> & ResourceControls {
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const id = key === null ? null : `${attempt.n}:${key}`;
  const renderedNow = attempt.n === 0 && key !== null ? rendered : undefined;

  useEffect(() => {
    if (id === null || key === null || renderedNow) return;
    let current = true;
    const settle = (resource: Resource<T>) => current && startTransition(() => setSettled({ id, key, resource }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key`: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const retry = useCallback(() => setAttempt((now) => ({ n: now.n + 1, quiet: false })), []);
  const reload = useCallback(() => setAttempt((now) => ({ n: now.n + 1, quiet: true })), []);
  const answered = settled !== null && settled.id === id;
  const kept = !answered && attempt.quiet && settled?.key === key && settled.resource.status === 'ready' ? settled.resource : undefined;
  const resource: Resource<T> = answered ? settled.resource : renderedNow ? { status: 'ready', data: renderedNow.data } : (kept ?? { status: 'loading' });
  return { ...resource, retry, reload, refreshing: kept !== undefined };
}
