import { ApiResultError, fieldErrorsOf, HttpError, type Locale } from '@tp/shared';
import type { FieldError } from '@tp/shared/validation/issues';
import { loadValidationMessages, translateMessage } from '@tp/shared/validation/messages';

/**
 * A field error of the api in the visitor's language; the api's own text when
 * the key needs values we lack, or the language's messages are not at hand.
 */
export function localizedFieldError(error: FieldError, lang: Locale): string {
  if (lang === 'en') return error.message;
  const text = translateMessage(error.key, lang);
  return text === error.key || text.includes('{{') ? error.message : text;
}

/** The api's 429 in the visitor's language: 'Too many requests. Please try again in N s.' (once a form has loaded its messages). */
export function tooManyRequestsMessage(seconds: number, lang: Locale): string {
  return translateMessage('tooManyRequests', lang, { seconds });
}

export type FailureKind = 'network' | 'busy' | 'server';

/** Why a call failed, for the message the visitor sees: nothing reached the api, it asked us to slow down, or it failed. */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof HttpError) {
    if (error.status === 0) return 'network';
    if (error.status === 429) return 'busy';
  }
  return 'server';
}

/** The api's field errors of a refused call, translated; empty when the failure was not a refusal. */
export async function refusalsOf(error: unknown, lang: Locale): Promise<{ field: string; message: string }[]> {
  if (error instanceof ApiResultError) return [];
  const errors = fieldErrorsOf(error);
  // Without its messages, a refusal is shown in the api's English.
  if (errors.length > 0) await loadValidationMessages(lang).catch(() => undefined);
  return errors.map((fieldError) => ({ field: fieldError.field, message: localizedFieldError(fieldError, lang) }));
}
