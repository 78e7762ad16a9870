import { useLayoutEffect, useRef } from 'react';
import type { NewsStore } from '../state/news-store';

/**
 * Remembers how far the list was scrolled while it is shown, and scrolls back
 * there when the list is shown again with its items (back from an article).
 */
export function useListScrollMemory(store: NewsStore, ready: boolean): void {
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = store.listScroll();
    if (y > 0) window.scrollTo(0, y);
  }, [ready, store]);

  // Layout effects: the listener is gone before the article replaces the list and the page shrinks.
  useLayoutEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => store.rememberListScroll(window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [store]);
}
