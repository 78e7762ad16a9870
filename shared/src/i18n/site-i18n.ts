import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from '../facades/react-i18next';
import { formatNumber } from './format-number';
import { LOCALES, type Locale } from './locales';
import { RemoteLocalesBackend } from './remote-locales';

/**
 * The site's i18next instance, made once by the shell and passed to every
 * remote as `props.i18n`. `resources` are bundled namespaces (the shell's own);
 * remotes add theirs lazily with `addRemoteLocales`.
 */
export function createSiteI18n(lang: Locale, resources?: Resource): I18n {
  const i18n = i18next.createInstance();
  const bundledNamespaces = new Set(Object.values(resources ?? {}).flatMap((bundle) => Object.keys(bundle)));
  void i18n
    .use(new RemoteLocalesBackend())
    .use(initReactI18next)
    .init({
      lng: lang,
      // No fallback language: every locale holds every key (each locales folder's test, and the build fills any gap
      // from English: shared/build/locale-gaps-loader.ts), and a fallback would fetch the English strings of every
      // section on every page in another language, for text that is never shown.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      // Our codes are lower case (`zh-tw`); i18next would otherwise look for `zh-TW`.
      lowerCaseLng: true,
      // `zh-tw` must not pull in `zh` bundles on the way to the English fallback.
      load: 'currentOnly',
      resources,
      partialBundledLanguages: true,
      ns: [...bundledNamespaces],
      // React escapes what it renders; escaping here too would show `&amp;`.
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  // `{{count, number}}` in the strings: the same text as i18next's own formatter, without its cost on small counts.
  i18n.services.formatter?.add('number', (value: number, lng: string | undefined) => formatNumber(value, lng ?? lang));
  return i18n;
}
