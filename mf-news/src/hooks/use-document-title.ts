import { useEffect } from 'react';

/**
 * Sets `document.title` while the page is shown. The shell writes a route's
 * generic title on each route change; the page's own (an article's title, a 404)
 * is applied again after it, as long as the address is still this page's.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const path = window.location.pathname;
    const apply = () => {
      if (window.location.pathname === path) document.title = title;
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => window.removeEventListener('single-spa:routing-event', apply);
  }, [title]);
}
