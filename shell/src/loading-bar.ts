import type { LoadingState, ShellBus } from '@tp/shared';

/**
 * The route-change loading bar (docs/product.md §4.9: start, progress, finish or fail),
 * driven by single-spa's routing events and mirrored on the bus.
 */
export function startLoadingBar(bus: ShellBus, bar: HTMLElement): void {
  let routing = false;
  const set = (state: LoadingState) => {
    bar.dataset.state = state;
    bus.emit({ type: 'loading', state });
  };
  window.addEventListener('single-spa:before-routing-event', () => {
    routing = true;
    set('start');
  });
  window.addEventListener('single-spa:before-app-change', () => routing && set('progress'));
  window.addEventListener('single-spa:routing-event', () => {
    routing = false;
    set('finish');
  });
  bus.on('remote:failed').subscribe(() => set('fail'));
}
