import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import type { DeviceSize } from '@tp/shared';

/** docs/product.md §9.2: breakpoints. */
export const MOBILE_MAX_WIDTH = 767;
export const IPAD_MAX_WIDTH = 1250;

export function deviceForWidth(width: number): DeviceSize {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= IPAD_MAX_WIDTH) return 'ipad';
  return 'web';
}

/** The device size, updated when a breakpoint is crossed (not on every resize). */
export function createDevice(win: Window = window): BehaviorSubject<DeviceSize> {
  const device$ = new BehaviorSubject<DeviceSize>(deviceForWidth(win.innerWidth));
  const update = () => {
    const next = deviceForWidth(win.innerWidth);
    if (next !== device$.getValue()) device$.next(next);
  };
  for (const width of [MOBILE_MAX_WIDTH, IPAD_MAX_WIDTH]) {
    win.matchMedia?.(`(max-width: ${width}px)`).addEventListener?.('change', update);
  }
  win.addEventListener('resize', update);
  return device$;
}
