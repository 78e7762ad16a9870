import { createContext, useContext, useSyncExternalStore } from 'react';

/** What single-spa and the browser fire when the URL changes (single-spa's navigateToUrl fires popstate too). */
const LOCATION_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const type of LOCATION_EVENTS) window.addEventListener(type, onChange);
  return () => {
    for (const type of LOCATION_EVENTS) window.removeEventListener(type, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The page's path and query when a section is rendered ahead of time, where there is no window. */
export const PrerenderLocationContext = createContext('/');

export interface SiteLocation {
  readonly pathname: string;
  /** The query string with its `?`, or `''`. */
  readonly search: string;
}

/**
 * The page's current path and query, for parts of the site that run without a
 * router (header and footer must render even on a 404 page whose language fits
 * no basename), so they follow the URL themselves.
 */
export function useSiteLocation(): SiteLocation {
  const prerendered = useContext(PrerenderLocationContext);
  const current = useSyncExternalStore(subscribe, snapshot, () => prerendered);
  const queryStart = current.indexOf('?');
  return queryStart < 0 ? { pathname: current, search: '' } : { pathname: current.slice(0, queryStart), search: current.slice(queryStart) };
}
