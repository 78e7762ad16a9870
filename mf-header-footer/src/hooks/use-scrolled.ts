import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > 0;

/** Whether the page is scrolled away from its top; re-renders only when that changes. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, () => false);
}
