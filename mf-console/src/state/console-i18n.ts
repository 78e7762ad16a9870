import { createInstance, type i18n as I18n } from 'i18next';
import type { SafeStorage } from '@tp/shared/stored/browser-storage';
import en from '../locales/en.json';
import zh from '../locales/zh.json';

/** The console speaks Chinese and English, chosen by its own switch: its path has no language. */
export const CONSOLE_LANGUAGES = ['zh', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const CONSOLE_NAMESPACE = 'console';
const STORAGE_KEY = 'tp-console-lang';

export function initialLanguage(storage: SafeStorage | null, browserLanguage: string | undefined): ConsoleLanguage {
  const stored = storage?.get(STORAGE_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Private windows may refuse storage: the switch then still works for this visit. */
export function rememberLanguage(storage: SafeStorage | null, lang: ConsoleLanguage): void {
  storage?.set(STORAGE_KEY, lang);
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
