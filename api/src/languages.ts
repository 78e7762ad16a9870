import type { ContentLanguage } from '@tp/shared/i18n/content-language';

export { CONTENT_LANGUAGES } from '@tp/shared/i18n/content-language';

/** The site locale of a content language, for links into the site (zh-Hans → zh). */
export function siteLocaleOf(lang: ContentLanguage): string {
  return lang === 'zh-Hans' ? 'zh' : lang === 'zh-Hant' ? 'zh-tw' : lang;
}
