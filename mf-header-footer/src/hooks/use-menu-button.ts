import { useId, useRef } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A button that opens one of the header's menus, and the menu's dismissal (docs/product.md §2.5): an outside
 * press, Escape and a resize close it. Escape gives the focus back to the button only from inside the menu,
 * so a menu opened by hovering never takes the focus from elsewhere on the page. The panel's id ends with `panel`.
 */
export function useMenuButton<Root extends HTMLElement>(panel: string, isOpen: boolean, close: () => void, { closeOnResize = true } = {}) {
  const panelId = `${useId()}-${panel}`;
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(isOpen, rootRef, (reason) => {
    if (reason === 'resize' && !closeOnResize) return;
    close();
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  });
  return {
    rootRef,
    buttonRef,
    panelId,
    buttonProps: { ref: buttonRef, type: 'button', 'aria-expanded': isOpen, 'aria-controls': panelId } as const,
  };
}
