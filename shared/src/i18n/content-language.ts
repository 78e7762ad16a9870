import { isLocale, LOCALE_BCP47, type Locale } from './locales';

/** The language codes of the content API (news, banners, categories…): docs/product.md §4.5 maps each locale to its BCP 47 tag. */
export type ContentLanguage = (typeof LOCALE_BCP47)[Locale];

/** The content API's language for a site locale; unknown locales default to `en` (docs/product.md §4.5). */
export function contentLanguage(locale: string | null | undefined): ContentLanguage {
  const code = typeof locale === 'string' ? locale.toLowerCase() : '';
  return isLocale(code) ? LOCALE_BCP47[code] : 'en';
}
