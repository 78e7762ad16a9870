/**
 * A DOM for code that needs one where there is no browser: the site server
 * renders articles with the same sanitiser as the browser (DOMPurify, which
 * works on a DOM), so the server build is handed a window (jsdom) by its host.
 */
let provided: Window | undefined;

export function provideServerWindow(window: Window): void {
  provided = window;
}

/** The browser's window, or the one the host provided; undefined when there is neither. */
export function domWindow(): Window | undefined {
  return typeof window === 'undefined' ? provided : window;
}
