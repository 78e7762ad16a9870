import { createBus, type LoadingState } from '@tp/shared';
import { startLoadingBar } from './loading-bar';

function routeOnce() {
  for (const event of ['single-spa:before-routing-event', 'single-spa:before-app-change', 'single-spa:routing-event']) window.dispatchEvent(new Event(event));
}

describe('the loading bar', () => {
  function start() {
    const bus = createBus();
    const heard: LoadingState[] = [];
    bus.on('loading').subscribe((event) => heard.push(event.state));
    // Every state the bar is given, in order (the element's attribute would only show the last).
    const shown: string[] = [];
    const dataset: Record<string, string> = new Proxy({}, { set: (target: Record<string, string>, key: string, value: string) => ((target[key] = value), shown.push(value), true) });
    const bar = { dataset } as unknown as HTMLElement;
    startLoadingBar(bus, bar);
    return { bus, bar, heard, shown };
  }

  it("stays out of sight on the page's first routing, which mounts what the server painted, and tells the bus all the same", () => {
    const { bar, heard, shown } = start();
    routeOnce();
    expect(heard).toEqual(['start', 'progress', 'finish']);
    expect(shown).toEqual([]);
    expect(bar.dataset.state).toBeUndefined();
  });

  it('runs start, progress and finish on every route change after it', () => {
    const { heard, shown } = start();
    routeOnce();
    routeOnce();
    expect(heard).toEqual(['start', 'progress', 'finish', 'start', 'progress', 'finish']);
    expect(shown).toEqual(['start', 'progress', 'finish']);
  });

  it('shows a failed section at once', () => {
    const { bus, bar } = start();
    bus.emit({ type: 'remote:failed', remote: 'mf_news', reason: 'timeout' });
    expect(bar.dataset.state).toBe('fail');
  });
});
