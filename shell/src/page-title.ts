import type { i18n as I18n } from 'i18next';
import type { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { combineLatest, fromEvent, startWith } from '@tp/shared/facades/rxjs';
import { documentTitle, matchRoute } from '@tp/shared';
import type { LocaleLoader } from '@tp/shared';

/** The shell's own strings: each page's title and description, also read by the site server. */
export const SHELL_NAMESPACE = 'shell';

export const loadShellLocale: LocaleLoader = (lang) => import(`./locales/${lang}.json`);

/** Keeps `document.title` right on client-side navigation; the server wrote the first one. */
export function followPageTitle(i18n: I18n, rest$: BehaviorSubject<string>): void {
  combineLatest([rest$, fromEvent(i18n, 'languageChanged').pipe(startWith(null))]).subscribe(([rest]) => {
    const key = matchRoute(rest)?.metaKey ?? 'notFound';
    document.title = documentTitle(i18n.t(`${SHELL_NAMESPACE}:meta.${key}.title`), key);
  });
}
