import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { createBus } from '@tp/shared';
import { createFooterVisibility } from './footer';

describe('footer visibility', () => {
  it('is hidden on the DApp detail path and shown elsewhere', () => {
    const rest$ = new BehaviorSubject('dappstore/detail');
    const visible$ = createFooterVisibility(createBus(), rest$);
    expect(visible$.getValue()).toBe(false);
    rest$.next('news');
    expect(visible$.getValue()).toBe(true);
  });

  it('follows a show-footer request on the page it was made on only', () => {
    const bus = createBus();
    const rest$ = new BehaviorSubject('news');
    const visible$ = createFooterVisibility(bus, rest$);
    bus.emit({ type: 'footer:show', show: false });
    expect(visible$.getValue()).toBe(false);
    rest$.next('about');
    expect(visible$.getValue()).toBe(true);
  });

  it('publishes its decision on the bus for late subscribers', () => {
    const bus = createBus();
    createFooterVisibility(bus, new BehaviorSubject('dappstore/detail'));
    const seen: boolean[] = [];
    bus.on('footer:visibility').subscribe((event) => seen.push(event.visible));
    expect(seen).toEqual([false]);
  });
});
