import { isLocale, LOCALE_BCP47, type Locale } from './locales';

/** The language codes of the content API (news, banners, categories…): docs/product.md §4.5 maps each locale to its BCP 47 tag. */
export type ContentLanguage = (typeof LOCALE_BCP47)[Locale];

/** Every content language (docs/product.md §4.5), English first: the fallback of every text. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'zh-Hans', 'zh-Hant', 'ko', 'ru', 'es', 'hi', 'fil', 'pt', 'ja', 'vi', 'th'];

/** The content API's language for a site locale; unknown locales default to `en` (docs/product.md §4.5). */
export function contentLanguage(locale: string | null | undefined): ContentLanguage {
  const code = typeof locale === 'string' ? locale.toLowerCase() : '';
  return isLocale(code) ? LOCALE_BCP47[code] : 'en';
}
