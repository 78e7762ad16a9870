import type { ContentLanguage } from '@tp/shared/i18n/content-language';

/** Every content language (docs/product.md §4.5), English first: the fallback of every text. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'zh-Hans', 'zh-Hant', 'ko', 'ru', 'es', 'hi', 'fil', 'pt', 'ja', 'vi', 'th'];

/** The site locale of a content language, for links into the site (zh-Hans → zh). */
export function siteLocaleOf(lang: ContentLanguage): string {
  return lang === 'zh-Hans' ? 'zh' : lang === 'zh-Hant' ? 'zh-tw' : lang;
}
