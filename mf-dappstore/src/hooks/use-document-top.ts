import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept up to date as the page above it changes size; null until measured.
 * It is measured when the browser has laid the page out anyway (a resize observer reports once it observes, then at each change):
 * measured at once, it would lay out the whole page in the task that hydrates the list, a long one while the page loads.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // Content above the list (a notice, the search panel) moves it without resizing the window.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    if (observer) observer.observe(document.body);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
