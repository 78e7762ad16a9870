import type { TFunction } from 'i18next';
import { loadValidationMessages, translateMessage } from '@tp/shared/validation/messages';
import { ConsoleApiError } from './console-api';
import type { ConsoleLanguage } from './console-i18n';

/** Why a change was not saved: one sentence for the whole form, and a message per field the api named. */
export interface Refusal {
  readonly text: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The api's refusal in the console's language: each field it named, by the label the form shows
 * (`fieldLabels` keys, e.g. `releases.fields`), with the validation message of its key. A message
 * the api filled with a number (`tooLong`) stays as the api wrote it in English, where the number is,
 * and so does every message while the language's messages cannot be fetched.
 */
export async function refusalOf(error: unknown, t: TFunction, lang: ConsoleLanguage, fieldLabels: string): Promise<Refusal> {
  if (!(error instanceof ConsoleApiError)) return { text: t('networkError'), fields: {} };
  if (error.status === 403) return { text: t('news.forbidden'), fields: {} };
  const fields: Record<string, string> = {};
  const named = error.errors.filter((problem) => problem.field);
  if (named.length > 0) await loadValidationMessages(lang).catch(() => undefined);
  for (const problem of named) {
    const translated = translateMessage(problem.key, lang);
    fields[problem.field] = translated.includes('{{') || !translated ? problem.message : translated;
  }
  const text = named.length > 0
    ? named.map((problem) => t('fieldProblem', { field: t(`${fieldLabels}.${problem.field}`, { defaultValue: problem.field }), message: fields[problem.field] })).join(' · ')
    : error.message;
  return { text: t('news.failed', { message: text }), fields };
}
