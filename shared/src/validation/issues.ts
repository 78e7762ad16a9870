import * as z from '../facades/zod-mini';
import type { Locale } from '../i18n/locales';
import { isMessageKey } from './all-messages';
import { translateMessage, type MessageKey, type MessageParams } from './messages';

/** One field's problem, as the api answers it and a form shows it. */
export interface FieldError {
  /** Dotted path of the field, e.g. `title`, `tokens.0.contract`; empty for the whole form. */
  readonly field: string;
  readonly key: MessageKey;
  /** The text in the requested language (English by default: the spec's exact text). */
  readonly message: string;
}

type Issue = z.core.$ZodIssue;

/** A key for issues whose message is not one of ours (a schema built outside this module). */
function fallbackKey(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooManyItems' : 'tooLarge';
    case 'too_small':
      return issue.origin === 'string' ? 'requiredItem' : issue.origin === 'array' ? 'requiredItem' : 'tooSmall';
    case 'invalid_value':
      return 'invalidOption';
    default:
      return 'invalidValue';
  }
}

function issueParams(issue: Issue): MessageParams {
  if (issue.code === 'too_big') return { count: Number(issue.maximum), max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { count: Number(issue.minimum), min: Number(issue.minimum) };
  if (issue.code === 'custom' && issue.params) return issue.params as MessageParams;
  return {};
}

/** Turns an issue of the key-message schemas into a translatable field error. */
export function issueToFieldError(issue: Issue, locale: Locale = 'en'): FieldError {
  const key = isMessageKey(issue.message) ? issue.message : fallbackKey(issue);
  return { field: issue.path.map(String).join('.'), key, message: translateMessage(key, locale, issueParams(issue)) };
}

export type ValidationResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly errors: readonly FieldError[] };

/** Validates with a key-message schema; on failure, one error per issue (first issue per field). */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown, locale: Locale = 'en'): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { success: true, data: result.data };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const error = issueToFieldError(issue, locale);
    if (seen.has(error.field)) continue;
    seen.add(error.field);
    errors.push(error);
  }
  return { success: false, errors };
}
