import type { SubmissionKind } from '../drafts/drafts';

/**
 * The api's receipt ids: a kind letter and 16 Crockford base32 characters
 * (D-7Q2M9KX4C8RZT1VB). Anything else is not looked up at all.
 */
const RECEIPT_PATTERN = /^[DTN]-[0-9A-HJKMNP-TV-Z]{16}$/;

/** A receipt as people type it: case and surrounding spaces do not matter. */
export function normalizeReceipt(value: string): string {
  return value.trim().toUpperCase();
}

export function isReceipt(value: string): boolean {
  return RECEIPT_PATTERN.test(normalizeReceipt(value));
}

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return value === 'dapp' || value === 'token' || value === 'nft';
}
