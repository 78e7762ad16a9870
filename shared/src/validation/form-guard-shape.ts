import { HONEYPOT_FIELD, SENT_AT_FIELD, STARTED_AT_FIELD } from './form-guard';
import * as z from '../facades/zod-mini';

/** The guard's fields in a request schema: carried as sent, judged by judgeFormGuard, never a validation error. */
export const formGuardShape = {
  [HONEYPOT_FIELD]: z.optional(z.unknown()),
  [STARTED_AT_FIELD]: z.optional(z.unknown()),
  [SENT_AT_FIELD]: z.optional(z.unknown()),
};

/** A form's schema with the guard's fields carried beside its values: the api's request schema of a guarded JSON form. */
export function withFormGuard<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, formGuardShape);
}
