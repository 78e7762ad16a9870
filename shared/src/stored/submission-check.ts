import type { CheckDetails } from '../contracts/submission-checks';
import { checkValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * The JSON the api keeps of an automatic check and reads back: its details
 * (`submission_checks.details`, merged run after run) and the payload of the
 * job that runs it (`jobs.payload` of CHECK_JOB). Both are read by a worker
 * that may be of a later release than the one that wrote them: the job's
 * version is its name (a payload of another shape takes a new job name), the
 * details' fields are each optional and new ones are kept as they are.
 */
export const checkDetailsSchema: z.ZodMiniType<CheckDetails> = z.looseObject({
  expected_amount: z.optional(z.string()),
  actual_amount: z.optional(z.string()),
  tx_hash: z.optional(z.string()),
  confirmations: z.optional(z.int()),
  required_confirmations: z.optional(z.int()),
  network: z.optional(z.string()),
  address: z.optional(z.string()),
  submitted: z.optional(z.string()),
  on_chain: z.optional(z.string()),
  domain: z.optional(z.string()),
  similar_to: z.optional(z.string()),
  dapp_id: z.optional(z.int()),
  receipt: z.optional(z.string()),
  error: z.optional(z.string()),
});

export interface CheckJobPayload {
  readonly check_id: number;
}

export const checkJobPayloadSchema: z.ZodMiniType<CheckJobPayload> = z.object({ check_id: z.int().check(z.positive()) });

export function checkCheckDetails(checkId: number, value: unknown): StoredRead<CheckDetails> {
  return checkValue(`the details of check ${checkId} (submission_checks.details)`, checkDetailsSchema, value);
}

export function checkCheckJobPayload(jobId: number, value: unknown): StoredRead<CheckJobPayload> {
  return checkValue(`the payload of job ${jobId} (jobs.payload)`, checkJobPayloadSchema, value);
}
