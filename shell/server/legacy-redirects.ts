import { staticPageUrl, type Locale } from '@tp/shared';

/**
 * Legacy static pages (docs/product.md §2.3) that now live on the static host. Each has a
 * Chinese and an English version; other languages get the English one.
 */
const LEGACY_PAGES: Readonly<Record<string, string>> = {
  help: 'help/index.html',
  privacy: 'privacy.html',
  terms: 'terms.html',
  contactus: 'contactus.html',
  'release-notes/ios': 'release-notes/ios.html',
  'release-notes/android': 'release-notes/android.html',
  keystore: 'articles/what-is-keystore.html',
  privatekey: 'articles/what-is-private-key.html',
  'submit-token': 'articles/submit-new-token.html',
  'eos-account-by-friend': 'articles/eos-account-by-friend.html',
  permissions: 'articles/permissions-intro.html',
};

/** Where a legacy path goes on the static host, or null when the path is not a legacy one. */
export function legacyStaticTarget(rest: string, lang: Locale | null, staticHost: string): string | null {
  const page = LEGACY_PAGES[rest.replace(/\/+$/, '')];
  if (!page) return null;
  return staticPageUrl(staticHost, lang, page);
}

export const LEGACY_PATHS = Object.keys(LEGACY_PAGES);
