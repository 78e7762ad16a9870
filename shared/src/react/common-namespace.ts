import type { LocaleLoader } from '../i18n/remote-locales';

/** Strings every part of the site uses (retry, errors, section unavailable); the shell loads them. */
export const COMMON_NAMESPACE = 'common';

export const loadCommonLocale: LocaleLoader = (lang) => import(`../locales/common/${lang}.json`);
