import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (stored preferences, the user agent, the
 * clock), read so that a section hydrating the server's HTML renders first
 * what the server rendered (`serverValue`, e.g. an empty list) and the
 * browser's value right after, in the same frame's work, with no mismatch. A
 * section rendered anew (after a navigation, or over a first screen) reads the
 * browser's value at once. `read` must return the same value (`Object.is`)
 * while nothing changed; `subscribe` tells of changes, if the value has any.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = unchanging): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const inBrowser = () => false;
const onServer = () => true;

/**
 * True while this part of the tree renders the server's HTML: on the server,
 * and while the browser hydrates it; false in every other render. For state
 * that must start as the server's and is then read from the browser.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
