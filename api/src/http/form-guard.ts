import type { FastifyBaseLogger } from 'fastify';
import { judgeFormGuard, type GuardedForm } from '@tp/shared/validation';
import type { Queryable } from '../db/database';
import { countFormRefusal } from '../store/form-refusals';

/**
 * Whether a valid guarded form may be stored (see judgeFormGuard). A refusal
 * is counted for operators and logged without the values; the caller then
 * answers exactly as it would after storing, so a bot learns nothing.
 */
export async function admitForm(db: Queryable, log: FastifyBaseLogger, form: GuardedForm, body: unknown): Promise<boolean> {
  const refusal = judgeFormGuard(form, body);
  if (!refusal) return true;
  await countFormRefusal(db, form, refusal);
  log.info({ form, reason: refusal }, 'form refused quietly');
  return false;
}
