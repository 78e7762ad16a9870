import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether `content` is wider than `box`, kept current as either resizes.
 * The box must keep its size when it overflows (e.g. `visibility: hidden`),
 * so that it can tell when the content fits again.
 */
export function useOverflowing(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const contentElement = content.current;
    if (!boxElement || !contentElement || typeof ResizeObserver === 'undefined') return;
    // ResizeObserver reports between layout and paint: a change never shows for a frame.
    const observer = new ResizeObserver(() => setOverflowing(contentElement.offsetWidth > boxElement.clientWidth));
    observer.observe(boxElement);
    observer.observe(contentElement);
    return () => observer.disconnect();
  }, [box, content]);
  return overflowing;
}
