import { useEffect, useRef } from 'react';

/** Single-key shortcuts for the page, ignored while typing in a field or with a modifier held. */
export function useShortcuts(keys: Readonly<Record<string, () => void>>): void {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      // Enter on a focused link or button keeps its own meaning.
      if (event.key === 'Enter' && target && /^(A|BUTTON)$/.test(target.tagName)) return;
      const action = current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
