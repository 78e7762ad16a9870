import type { Locale } from '../i18n/locales';
import type en from './locales/en.json';

/** A stable key of a validation message; the English text of each is quoted in docs/product.md §5. */
export type MessageKey = keyof typeof en;

export type MessageParams = Readonly<Record<string, string | number>>;

/** One language's validation messages, i18next-ready (`{{name}}` placeholders). */
export type ValidationMessages = Readonly<Record<MessageKey, string>>;

// The languages at hand: every one on the api (all-messages.ts), the page's own in the browser.
const available = new Map<Locale, ValidationMessages>();
const loading = new Map<Locale, Promise<void>>();

/** Makes one language's messages available to translateMessage. */
export function addValidationMessages(locale: Locale, messages: ValidationMessages): void {
  available.set(locale, messages);
}

/** Whether translateMessage has one language's messages at hand. */
export function hasValidationMessages(locale: Locale): boolean {
  return available.has(locale);
}

/**
 * Fetches one language's messages, once: in a browser build each language is a
 * chunk of its own, so a page fetches its language only, and only when a form
 * first needs a message. A failed fetch may be tried again.
 */
export function loadValidationMessages(locale: Locale): Promise<void> {
  if (available.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = import(/* webpackChunkName: "validation-[request]" */ `./locales/${locale}.json`).then(
      (module: { default: ValidationMessages }) => addValidationMessages(locale, module.default),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The text of a validation message in a locale, with `{{count}}`-style
 * placeholders filled in. The language must be at hand (loadValidationMessages,
 * or all-messages.ts); else English when that is, else the key itself.
 */
export function translateMessage(key: MessageKey, locale: Locale = 'en', params: MessageParams = {}): string {
  const template = available.get(locale)?.[key] ?? available.get('en')?.[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
