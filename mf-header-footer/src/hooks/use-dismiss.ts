import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape' | 'resize';

/**
 * Closes an open menu (docs/product.md §2.5): on a pointer press outside `inside`,
 * on Escape, and on a resize of the window.
 */
export function useDismiss(active: boolean, inside: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      if (!inside.current?.contains(event.target as Node)) dismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    const onResize = () => dismiss('resize');
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [active, inside]);
}
