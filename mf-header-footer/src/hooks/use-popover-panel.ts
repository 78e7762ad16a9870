import { useEffect, useReducer, useRef, type RefObject } from 'react';

/** Whether this browser opens `popover` elements itself (jsdom and older browsers do not). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover');
}

const isShown = (panel: HTMLElement) => panel.matches(':popover-open');

/**
 * Keeps a `popover` panel and the React state that says whether it is open in
 * step. The browser opens and closes the panel itself from its
 * `popovertarget` button, Escape and a press outside, before the page's
 * scripts have run as well as after: each of those reaches the state through
 * the panel's `toggle` event, and one opened before hydration is taken over
 * as it is. The state closes it in turn (a navigation, a wide screen, a
 * followed link). Where the browser has no popovers, the state alone rules
 * (the panel's `hidden`, which an open popover overrides: header.module.css).
 */
export function usePopoverPanel(panelRef: RefObject<HTMLElement | null>, isOpen: boolean, setOpen: (open: boolean) => void): void {
  const latestSetOpen = useRef(setOpen);
  useEffect(() => {
    latestSetOpen.current = setOpen;
  });
  const started = useRef(false);
  // Counts the browser's toggles, so the state is applied again after each: it may refuse an opening (a wide screen).
  const [toggles, countToggle] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !supportsPopover()) return;
    const follow = () => {
      latestSetOpen.current(isShown(panel));
      countToggle();
    };
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, [panelRef]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !supportsPopover()) return;
    if (!started.current) {
      started.current = true;
      // Opened by a tap before the header was hydrated: the state takes it over rather than closing it.
      if (isShown(panel) && !isOpen) {
        latestSetOpen.current(true);
        return;
      }
    }
    if (isShown(panel) === isOpen) return;
    if (isOpen) panel.showPopover();
    else panel.hidePopover();
  }, [panelRef, isOpen, toggles]);
}
