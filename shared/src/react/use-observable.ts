import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from '../facades/rxjs';

/**
 * While a section hydrates the server's HTML: the values the server rendered
 * with, by the shell's subject they stand for (see serverRenderState). The
 * hydrating render reads these, so it matches the HTML; React then renders
 * again at once with the visitor's own values. Null when nothing hydrates.
 */
export const ServerSnapshots = createContext<ReadonlyMap<object, unknown> | null>(null);

/** The current value of a shell BehaviorSubject, re-rendering on change. */
export function useObservableValue<T>(subject: BehaviorSubject<T>): T {
  const serverValues = useContext(ServerSnapshots);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  const serverSnapshot = () => (serverValues?.has(subject) ? (serverValues.get(subject) as T) : subject.getValue());
  return useSyncExternalStore(subscribe, () => subject.getValue(), serverSnapshot);
}
