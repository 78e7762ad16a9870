import { randomBytes } from 'node:crypto';
import type { SubmissionKind, SubmissionReceipt } from '@tp/shared/api/types';
import { formatReceipt, RECEIPT_RANDOM_BYTES } from '@tp/shared/api/receipt';

/** An unguessable receipt id (80 random bits), e.g. D-7Q2M9KX4C8RZT1VB. */
export function newReceipt(kind: SubmissionKind): string {
  return formatReceipt(kind, randomBytes(RECEIPT_RANDOM_BYTES));
}

/**
 * The answer to a submission refused quietly: shaped like a real receipt
 * (a fresh id, `received`, now), so a bot cannot tell, but nothing is stored
 * under it: its status and donation calls answer 404.
 */
export function decoyReceipt(kind: SubmissionKind, now = new Date()): SubmissionReceipt {
  return { receipt: newReceipt(kind), kind, status: 'received', created_at: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}
