/**
 * The rxjs exports the site uses (the bus, the shell's props), shared as one
 * singleton in place of the package so only these ship (see ./router.ts for
 * why). Import rxjs from here; to use another operator, add it here.
 */
export { BehaviorSubject, Observable, Subject, combineLatest, distinctUntilChanged, filter, fromEvent, map, merge, startWith } from 'rxjs';
export type { Observer, Subscription } from 'rxjs';
