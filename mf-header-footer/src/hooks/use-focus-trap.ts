import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside the given containers, in their order. */
function focusables(containers: readonly RefObject<HTMLElement | null>[]): HTMLElement[] {
  return containers.flatMap((ref) =>
    ref.current ? [...(ref.current.matches(FOCUSABLE) ? [ref.current] : []), ...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : [],
  ).filter((element) => !element.closest('[hidden]'));
}

/**
 * Keeps keyboard focus inside `containers` while `active` (a modal menu or
 * dialog): Tab and Shift+Tab wrap around, and focus that escapes is brought back.
 * On activation focus moves to the first element of the last container; on
 * deactivation it goes back where it was, unless the visitor moved it elsewhere.
 */
export function useFocusTrap(active: boolean, containers: readonly RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    if (!active) return;
    const inside = (node: EventTarget | null) => containers.some((ref) => ref.current?.contains(node as Node));
    const previous = document.activeElement as HTMLElement | null;
    const body = containers.at(-1)?.current;
    const first = body ? focusables([containers.at(-1)!])[0] : undefined;
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables(containers);
      if (list.length === 0) return;
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : index === list.length - 1 || index < 0 ? 0 : index + 1;
      event.preventDefault();
      list[next].focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) focusables(containers)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const active = document.activeElement;
      if (!active || active === document.body || inside(active)) previous?.focus();
    };
  }, [active, containers]);
}
