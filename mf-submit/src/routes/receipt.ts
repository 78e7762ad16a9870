import type { SubmissionKind } from '../drafts/drafts';

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return value === 'dapp' || value === 'token' || value === 'nft';
}
