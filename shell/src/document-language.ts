import { LOCALE_BCP47, type Locale } from '@tp/shared';

/**
 * Keeps `<html lang>` on the page's language, as the site server writes it (its BCP 47 tag: `zh-Hant`, not
 * the address's `zh-tw`). The attribute is written only when it changes: writing `lang`, even with the value
 * it holds, makes the browser restyle every element of the page (`:lang()` may match differently), 15 to 30 ms
 * on a phone while the page loads.
 */
export function showDocumentLanguage(lang: Locale, root: HTMLElement = document.documentElement): void {
  const tag = LOCALE_BCP47[lang];
  if (root.lang !== tag) root.lang = tag;
}
