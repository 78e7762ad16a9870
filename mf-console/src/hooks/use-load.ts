import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { readonly state: 'loading' } | { readonly state: 'error'; readonly error: unknown } | { readonly state: 'ready'; readonly value: T };

/**
 * The answer of `load` for `key`: loading until the answer for this very key (and attempt)
 * arrives, so a late answer for an older key never shows. `retry` asks again; `reload` too,
 * quietly: the answer shown stays until the new one arrives (after a change saved on the page).
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> & { retry(): void; reload(): void } {
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const [answer, setAnswer] = useState<{ key: string; tag: string; result: Loaded<T> } | null>(null);
  const tag = `${attempt.n}:${key}`;
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setAnswer({ key, tag, result: { state: 'ready', value } }),
      (error: unknown) => live && setAnswer({ key, tag, result: { state: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; the key says when it asks something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const retry = useCallback(() => setAttempt((now) => ({ n: now.n + 1, quiet: false })), []);
  const reload = useCallback(() => setAttempt((now) => ({ n: now.n + 1, quiet: true })), []);
  const shown = answer?.tag === tag || (attempt.quiet && answer?.key === key && answer.result.state === 'ready');
  const result: Loaded<T> = shown && answer ? answer.result : { state: 'loading' };
  return { ...result, retry, reload };
}
