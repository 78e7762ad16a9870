import { parsePath, type ApiClient, type Locale, type PageData, type ShellProps } from '@tp/shared';
import { createNewsStore, type NewsStore } from './news-store';

// The store of the mounted section: made at mount, so the list's requests start
// while the section's strings and first render are still on their way.
let current: NewsStore | undefined;
const NO_PAGE_DATA: PageData = {};

/** Mount step: a fresh store; on the list page, its first page and promotions are asked for at once, unless the page brought them. */
export function startNewsSession(props: Pick<ShellProps, 'api' | 'lang$' | 'pageData'>, pathname = window.location.pathname): NewsStore {
  current = createNewsStore(props.api, props.lang$.getValue(), props.pageData ?? NO_PAGE_DATA);
  if (parsePath(pathname).rest === 'news') {
    if (current.getState().listStatus === 'idle') void current.loadFirst();
    void current.loadPromos();
  }
  return current;
}

/** Unmount step: the next visit starts from a fresh list. */
export function endNewsSession(): void {
  current = undefined;
}

/** The mounted section's store for this api and language; a new one otherwise (a language change, a test). */
export function newsSessionStore(api: ApiClient, lang: Locale, pageData: PageData = NO_PAGE_DATA): NewsStore {
  // Another page's data is another store: each page the site server renders brings its own.
  if (current?.api !== api || current.lang !== lang || current.pageData !== pageData) current = createNewsStore(api, lang, pageData);
  return current;
}
