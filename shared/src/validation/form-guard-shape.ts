import { HONEYPOT_FIELD, SENT_AT_FIELD, STARTED_AT_FIELD } from './form-guard';
import { z } from './zod';

/** The guard's fields in a request schema: carried as sent, judged by judgeFormGuard, never a validation error. */
export const formGuardShape = {
  [HONEYPOT_FIELD]: z.unknown().optional(),
  [STARTED_AT_FIELD]: z.unknown().optional(),
  [SENT_AT_FIELD]: z.unknown().optional(),
};
