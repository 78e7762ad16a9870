import { createInstance, type i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import zh from '../locales/zh.json';

/** The console speaks Chinese and English, chosen by its own switch: its path has no language. */
export const CONSOLE_LANGUAGES = ['zh', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const CONSOLE_NAMESPACE = 'console';
const STORAGE_KEY = 'tp-console-lang';

export function initialLanguage(storage: Pick<Storage, 'getItem'> | null, browserLanguage: string | undefined): ConsoleLanguage {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, lang: ConsoleLanguage): void {
  try {
    storage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Private windows may refuse storage: the switch still works for this visit.
  }
}

/** Its own i18next instance: the shell's follows the public site's path language. */
export function createConsoleI18n(lang: ConsoleLanguage): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: 'en',
    ns: [CONSOLE_NAMESPACE],
    defaultNS: CONSOLE_NAMESPACE,
    resources: { en: { [CONSOLE_NAMESPACE]: en }, zh: { [CONSOLE_NAMESPACE]: zh } },
    interpolation: { escapeValue: false },
    // Resources are bundled: init finishes synchronously, the first render is already translated.
    initAsync: false,
  });
  return i18n;
}
