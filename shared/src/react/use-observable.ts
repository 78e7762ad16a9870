import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from '../facades/rxjs';

/** The current value of a shell BehaviorSubject, re-rendering on change. */
export function useObservableValue<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  return useSyncExternalStore(subscribe, () => subject.getValue(), () => subject.getValue());
}
