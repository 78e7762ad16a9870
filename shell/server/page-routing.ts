import { matchRoute, parsePath, resolveAcceptLanguage, type Locale } from '@tp/shared';
import { legacyStaticTarget } from './legacy-redirects';

/** What the server does with a page request (docs/product.md §2.1–§2.3: languages, redirects, 404). */
export type PageDecision =
  | { readonly kind: 'redirect'; readonly location: string; readonly permanent: boolean }
  | { readonly kind: 'page'; readonly lang: Locale; readonly rest: string; readonly metaKey: string }
  | { readonly kind: 'not-found'; readonly lang: Locale };

/** `/{lang}/project/x` is the older style of the submission forms; `/{lang}/submit/x` is canonical. */
const OLD_SUBMIT_PATH = /^project\/(dapp|token|nft)$/;
const DOWNLOAD_SHORTCUT = /^download\/(ios|android)$/;

export function decidePage(pathname: string, search: string, acceptLanguage: string | undefined, staticHost: string): PageDecision {
  const { lang, unknownLang, rest } = parsePath(pathname);
  const detected = () => resolveAcceptLanguage(acceptLanguage);

  if (unknownLang) return { kind: 'not-found', lang: detected() };

  const legacy = legacyStaticTarget(rest, lang, staticHost);
  if (legacy) return { kind: 'redirect', location: legacy, permanent: true };

  if (!lang) {
    if (rest === '404') return { kind: 'not-found', lang: detected() };
    const shortcut = DOWNLOAD_SHORTCUT.exec(rest);
    if (shortcut) return { kind: 'redirect', location: `/${detected()}/download/app?${shortcut[1]}=1`, permanent: false };
    return { kind: 'redirect', location: `/${detected()}${rest ? `/${rest}` : ''}${search}`, permanent: false };
  }

  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: `/${lang}${rest ? `/${rest}` : ''}${search}`, permanent: true };
  }
  const oldSubmit = OLD_SUBMIT_PATH.exec(rest);
  if (oldSubmit) return { kind: 'redirect', location: `/${lang}/submit/${oldSubmit[1]}${search}`, permanent: true };

  const route = matchRoute(rest);
  if (!route) return { kind: 'not-found', lang };
  return { kind: 'page', lang, rest, metaKey: route.metaKey };
}
