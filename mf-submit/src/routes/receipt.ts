import type { SubmissionKind } from '../drafts/drafts';

/** What a receipt id may look like in a URL: the api's ids are short, URL-safe tokens. */
export const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return value === 'dapp' || value === 'token' || value === 'nft';
}
