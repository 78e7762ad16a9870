import { isLocale, type Locale } from './locales';

/** The language codes of the content API (news, banners, categories…). */
export type ContentLanguage = 'zh-Hans' | 'zh-Hant' | Exclude<Locale, 'zh' | 'zh-tw'>;

/** Spec §4, content language mapping. */
const CONTENT_LANGUAGES: Record<Locale, ContentLanguage> = {
  zh: 'zh-Hans',
  'zh-tw': 'zh-Hant',
  en: 'en',
  ko: 'ko',
  ru: 'ru',
  es: 'es',
  hi: 'hi',
  fil: 'fil',
  pt: 'pt',
  ja: 'ja',
  vi: 'vi',
  th: 'th',
};

/** The content API's language for a site locale; unknown locales default to `en` (spec §4). */
export function contentLanguage(locale: string | null | undefined): ContentLanguage {
  const code = typeof locale === 'string' ? locale.toLowerCase() : '';
  return isLocale(code) ? CONTENT_LANGUAGES[code] : 'en';
}
