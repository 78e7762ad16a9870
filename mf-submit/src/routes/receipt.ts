import { SUBMISSION_KINDS, type SubmissionKind } from '@tp/shared/api/types';

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return SUBMISSION_KINDS.some((kind) => kind === value);
}
