import type { Locale } from '../i18n/locales';
import { addValidationMessages, type MessageKey, type ValidationMessages } from './messages';
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

/**
 * Every validation message in every locale, at hand to translateMessage once
 * this module is loaded: the api's (it answers in any language). A browser
 * page loads its own language only (loadValidationMessages).
 */
export const VALIDATION_MESSAGES: Readonly<Record<Locale, ValidationMessages>> = {
  zh, 'zh-tw': zhTw, en, ko, ru, es, hi, fil, pt, ja, vi, th,
};

for (const [locale, messages] of Object.entries(VALIDATION_MESSAGES)) addValidationMessages(locale as Locale, messages);

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}
