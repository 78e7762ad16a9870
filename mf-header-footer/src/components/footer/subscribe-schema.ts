import type { Locale } from '@tp/shared';
import { loadValidationMessages, translateMessage } from '@tp/shared/validation/messages';
import { buildSubscribeSchema } from '@tp/shared/validation/subscribe';

/** Fetches the validation messages of one language (once); the two functions below need them. */
export const loadMessages = (lang: Locale) => loadValidationMessages(lang);

/** The api's 429 in one language: 'Too many requests. Please try again in N s.' */
export function tooManyRequestsMessage(lang: Locale, seconds: number): string {
  return translateMessage('tooManyRequests', lang, { seconds });
}

/** The shared subscribe schema with its messages in one language ('Error Email!' in English). */
export function subscribeSchema(lang: Locale) {
  return buildSubscribeSchema((key, params) => translateMessage(key, lang, params));
}
