import { randomBytes } from 'node:crypto';
import type { SubmissionKind } from '@tp/shared/api/types';
import { formatReceipt, RECEIPT_RANDOM_BYTES } from '@tp/shared/api/receipt';

/** An unguessable receipt id (80 random bits), e.g. D-7Q2M9KX4C8RZT1VB. */
export function newReceipt(kind: SubmissionKind): string {
  return formatReceipt(kind, randomBytes(RECEIPT_RANDOM_BYTES));
}
