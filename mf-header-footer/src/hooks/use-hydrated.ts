import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from
 * then on and in any render that is not a hydration: for what the server
 * cannot know and must leave out of its HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
