import type { Locale } from '../i18n/locales';
import en from './locales/en.json';
import es from './locales/es.json';
import fil from './locales/fil.json';
import hi from './locales/hi.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zhTw from './locales/zh-tw.json';
import zh from './locales/zh.json';

/** A stable key of a validation message; the English text of each is quoted in docs/product.md §5. */
export type MessageKey = keyof typeof en;

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Every validation message in every locale, i18next-ready (`{{name}}`
 * placeholders): a form may add `VALIDATION_MESSAGES[lang]` as a namespace.
 */
export const VALIDATION_MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  zh, 'zh-tw': zhTw, en, ko, ru, es, hi, fil, pt, ja, vi, th,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}

/** The text of a validation message in a locale, with `{{count}}`-style placeholders filled in. */
export function translateMessage(key: MessageKey, locale: Locale = 'en', params: MessageParams = {}): string {
  const template = VALIDATION_MESSAGES[locale][key] ?? en[key];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
