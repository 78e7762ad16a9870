/** A hidden page never paints; it starts after this long instead. */
const HIDDEN_PAGE_DELAY_MS = 50;

/**
 * Resolves once the browser has painted the current document: a task queued
 * from an animation frame runs after that frame's paint. A hidden page has no
 * frames, so a timer settles it.
 */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, HIDDEN_PAGE_DELAY_MS);
  });
}
