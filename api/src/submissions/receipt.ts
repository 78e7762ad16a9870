import { randomBytes } from 'node:crypto';
import type { SubmissionKind } from '@tp/shared/api/types';

// Crockford's base32: no I, L, O or U, so a receipt read aloud or retyped stays unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX: Record<SubmissionKind, string> = { dapp: 'D', token: 'T', nft: 'N' };

export const RECEIPT_PATTERN = /^[DTN]-[0-9A-HJKMNP-TV-Z]{16}$/;

/** An unguessable receipt id (80 random bits), e.g. D-7Q2M9KX4C8RZT1VB. */
export function newReceipt(kind: SubmissionKind): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${PREFIX[kind]}-${out}`;
}

/** Receipts are typed by people: accept lower case and surrounding spaces. */
export function normalizeReceipt(value: string): string {
  return value.trim().toUpperCase();
}
