import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { readonly state: 'loading' } | { readonly state: 'error'; readonly error: unknown } | { readonly state: 'ready'; readonly value: T };

/**
 * The answer of `load` for `key`: loading until the answer for this very key (and attempt)
 * arrives, so a late answer for an older key never shows. `retry` asks again; `reload` too, quietly.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: Loaded<T> } | null>(null);
  const tag = `${attempt}:${key}`;
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setAnswer({ key: tag, result: { state: 'ready', value } }),
      (error: unknown) => live && setAnswer({ key: tag, result: { state: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; the key says when it asks something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result: Loaded<T> = answer?.key === tag ? answer.result : { state: 'loading' };
  return { ...result, retry };
}
