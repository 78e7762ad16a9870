import type { LoadingState, ShellBus } from '@tp/shared';

/**
 * The route-change loading bar (docs/product.md §4.9: start, progress, finish or fail),
 * driven by single-spa's routing events and mirrored on the bus. The page's
 * first routing mounts what the server already painted: the bus hears it, the
 * bar stays out of sight (an animation on a painted page would only cost its
 * phone frames while it hydrates).
 */
export function startLoadingBar(bus: ShellBus, bar: HTMLElement): void {
  let routing = false;
  let routings = 0;
  const set = (state: LoadingState) => {
    if (routings > 1 || state === 'fail') bar.dataset.state = state;
    bus.emit({ type: 'loading', state });
  };
  window.addEventListener('single-spa:before-routing-event', () => {
    routing = true;
    routings += 1;
    set('start');
  });
  window.addEventListener('single-spa:before-app-change', () => routing && set('progress'));
  window.addEventListener('single-spa:routing-event', () => {
    routing = false;
    set('finish');
  });
  bus.on('remote:failed').subscribe(() => set('fail'));
}
