import { BehaviorSubject, combineLatest, distinctUntilChanged, map, startWith } from '@tp/shared/facades/rxjs';
import { isFooterlessPath, type ShellBus } from '@tp/shared';

interface FooterRequest {
  readonly show: boolean | null;
  /** The path the request was made on: a request never outlives its page. */
  readonly rest: string;
}

/**
 * Footer visibility (docs/product.md §2.4): hidden on footerless paths, unless a section
 * asked otherwise with `footer:show` on the current page (`show: null` withdraws).
 */
export function createFooterVisibility(bus: ShellBus, rest$: BehaviorSubject<string>): BehaviorSubject<boolean> {
  const visible$ = new BehaviorSubject<boolean>(!isFooterlessPath(rest$.getValue()));
  const request$ = bus.on('footer:show').pipe(
    map((event): FooterRequest | null => ({ show: event.show, rest: rest$.getValue() })),
    startWith(null),
  );
  combineLatest([rest$, request$])
    .pipe(
      map(([rest, request]) => (request && request.rest === rest && request.show !== null ? request.show : !isFooterlessPath(rest))),
      distinctUntilChanged(),
    )
    .subscribe((visible) => {
      visible$.next(visible);
      bus.emit({ type: 'footer:visibility', visible });
    });
  return visible$;
}
