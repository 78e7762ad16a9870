import { BehaviorSubject } from '@tp/shared/facades/rxjs';

/** Online or offline (docs/product.md §4.9), from the browser's events. */
export function createOnline(win: Window = window): BehaviorSubject<boolean> {
  const online$ = new BehaviorSubject<boolean>(win.navigator.onLine !== false);
  win.addEventListener('online', () => online$.next(true));
  win.addEventListener('offline', () => online$.next(false));
  return online$;
}
