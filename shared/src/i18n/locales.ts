/** The site's languages, in the order docs/product.md §1.4 lists them. */
export const LOCALES = ['zh', 'zh-tw', 'en', 'ko', 'ru', 'es', 'hi', 'fil', 'pt', 'ja', 'vi', 'th'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in that language, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh: '简体中文',
  'zh-tw': '繁體中文',
  en: 'English',
  ko: '한국어',
  ru: 'Русский',
  es: 'Español',
  hi: 'हिन्दी',
  fil: 'Filipino',
  pt: 'Português',
  ja: '日本語',
  vi: 'Tiếng Việt',
  th: 'ไทย',
};

/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting; also the content API's languages (docs/product.md §4.5). */
export const LOCALE_BCP47 = {
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
} as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
