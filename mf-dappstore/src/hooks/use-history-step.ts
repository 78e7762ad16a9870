import { useEffect, useRef } from 'react';

/**
 * Calls `onStep` with the address's query each time the visitor steps
 * through the browser's history (Back, Forward). The router's location
 * cannot always tell: renders are transitions, so a step Back can land on
 * the very entry the page still shows when the one it leaves never rendered.
 */
export function useHistoryStep(onStep: (params: URLSearchParams) => void): void {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => {
    const stepped = () => latest.current(new URLSearchParams(window.location.search));
    window.addEventListener('popstate', stepped);
    return () => window.removeEventListener('popstate', stepped);
  }, []);
}
