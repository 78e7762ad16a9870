import type { Locale, ShellBus } from '@tp/shared';

export interface PageView {
  readonly path: string;
  readonly lang: Locale;
  readonly referrer: string;
  readonly at: string;
}

/** Where page views go. Off unless the site is configured with an analytics endpoint. */
export type AnalyticsSink = (view: PageView) => void;

/** Sends each page view with `sendBeacon`, which survives navigation and never blocks it. */
export function beaconSink(endpoint: string): AnalyticsSink {
  return (view) => {
    navigator.sendBeacon?.(endpoint, JSON.stringify(view));
  };
}

/** Emits `page:view` on each route change (docs/product.md §2.4) and hands it to the sink, if any. */
export function trackPageViews(bus: ShellBus, lang: () => Locale, sink: AnalyticsSink | null): void {
  let last = '';
  const report = () => {
    const path = window.location.pathname + window.location.search;
    if (path === last) return;
    const referrer = last || document.referrer;
    last = path;
    bus.emit({ type: 'page:view', path, lang: lang() });
    sink?.({ path, lang: lang(), referrer, at: new Date().toISOString() });
  };
  window.addEventListener('single-spa:routing-event', report);
}
