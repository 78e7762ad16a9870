import { useSyncExternalStore } from 'react';

/** What single-spa and the browser fire when the URL changes (single-spa's navigateToUrl fires popstate too). */
const LOCATION_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const type of LOCATION_EVENTS) window.addEventListener(type, onChange);
  return () => {
    for (const type of LOCATION_EVENTS) window.removeEventListener(type, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

export interface SiteLocation {
  readonly pathname: string;
  /** The query string with its `?`, or `''`. */
  readonly search: string;
}

/**
 * The page's current path and query. Header and footer run without a router
 * (they must render even on a 404 page whose language fits no basename), so
 * they follow the URL themselves.
 */
export function useSiteLocation(): SiteLocation {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const queryStart = current.indexOf('?');
  return queryStart < 0 ? { pathname: current, search: '' } : { pathname: current.slice(0, queryStart), search: current.slice(queryStart) };
}
