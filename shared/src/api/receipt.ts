import type { SubmissionKind } from './types';

// Crockford's base32: no I, L, O or U, so a receipt read aloud or retyped stays unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX: Record<SubmissionKind, string> = { dapp: 'D', token: 'T', nft: 'N' };

/** A receipt id: the kind's letter and 16 base32 characters (80 bits), e.g. D-7Q2M9KX4C8RZT1VB. */
export const RECEIPT_PATTERN = /^[DTN]-[0-9A-HJKMNP-TV-Z]{16}$/;

/** How many random bytes a receipt carries; the api draws them, this module only writes them out. */
export const RECEIPT_RANDOM_BYTES = 10;

/** Writes RECEIPT_RANDOM_BYTES random bytes as a receipt of `kind`. */
export function formatReceipt(kind: SubmissionKind, random: Uint8Array): string {
  if (random.length !== RECEIPT_RANDOM_BYTES) throw new RangeError(`A receipt needs ${RECEIPT_RANDOM_BYTES} random bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of random) {
    value = ((value << 8) | byte) & 0xfff;
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

/** Whether a typed value is a receipt (after normalizeReceipt); anything else is never looked up. */
export function isReceipt(value: string): boolean {
  return RECEIPT_PATTERN.test(normalizeReceipt(value));
}
