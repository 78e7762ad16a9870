import { createBus } from './bus';

describe('shell bus', () => {
  it('replays the latest state event to a late subscriber', () => {
    const bus = createBus();
    bus.emit({ type: 'footer:visibility', visible: false });
    bus.emit({ type: 'footer:visibility', visible: true });
    const seen: boolean[] = [];
    bus.on('footer:visibility').subscribe((e) => seen.push(e.visible));
    expect(seen).toEqual([true]);
  });

  it('does not replay a moment event to a late subscriber', () => {
    const bus = createBus();
    bus.emit({ type: 'donate:open', kind: 'dapp', submissionId: 'a' });
    const seen: string[] = [];
    bus.on('donate:open').subscribe((e) => seen.push(e.submissionId));
    expect(seen).toEqual([]);
    bus.emit({ type: 'donate:open', kind: 'token', submissionId: 'b' });
    expect(seen).toEqual(['b']);
  });

  it('delivers only the subscribed type', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.on('toast').subscribe((e) => seen.push(e.message));
    bus.emit({ type: 'page:view', path: '/en', lang: 'en' });
    bus.emit({ type: 'toast', kind: 'info', message: 'hi' });
    expect(seen).toEqual(['hi']);
  });
});
