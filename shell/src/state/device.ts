import breakpoints from '@tp/shared/design/breakpoints.module.css';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import type { DeviceSize } from '@tp/shared';

/** The media queries of the breakpoints (docs/product.md §9.2), as the stylesheets use them. */
const PHONE = breakpoints.phoneScreen;
const TABLET = breakpoints.tabletScreen;

/** The device size for a window: the first breakpoint whose media query matches. */
export function deviceOf(matches: (query: string) => boolean): DeviceSize {
  if (matches(PHONE)) return 'mobile';
  if (matches(TABLET)) return 'ipad';
  return 'web';
}

/** The device size, updated when a breakpoint is crossed (not on every resize). */
export function createDevice(win: Window = window): BehaviorSubject<DeviceSize> {
  const current = () => deviceOf((query) => win.matchMedia(query).matches);
  const device$ = new BehaviorSubject<DeviceSize>(current());
  const update = () => {
    const next = current();
    if (next !== device$.getValue()) device$.next(next);
  };
  for (const query of [PHONE, TABLET]) win.matchMedia(query).addEventListener('change', update);
  return device$;
}
