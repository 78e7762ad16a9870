import { createHash } from 'node:crypto';
import { auditReportFacts, auditReportProblem, AUDIT_REPORTS_FIELD, unreadAuditReportFacts, type FieldError } from '@tp/shared/validation';
import { fieldError } from '../http/envelope';
import type { UploadedFile } from './multipart';

/** A report file that passed the rule, with the digest reviewers can compare with the auditor's. */
export interface CheckedAuditReport {
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

/**
 * Judges every uploaded report by the form's own rule (auditReportFacts): a
 * PDF by its bytes, whole, within the size limit. A problem names the file's
 * place, `audit_reports.N`, in the order sent.
 */
export function checkAuditReports(files: readonly UploadedFile[]): { readonly reports: CheckedAuditReport[]; readonly errors: FieldError[] } {
  const reports: CheckedAuditReport[] = [];
  const errors: FieldError[] = [];
  files.forEach((file, i) => {
    const problem = auditReportProblem(file.bytes ? auditReportFacts(file.bytes) : unreadAuditReportFacts(file.size));
    if (problem || !file.bytes) errors.push(fieldError(`${AUDIT_REPORTS_FIELD}.${i}`, problem ?? 'auditReportInvalid'));
    else reports.push({ bytes: file.bytes, sha256: createHash('sha256').update(file.bytes).digest('hex') });
  });
  return { reports, errors };
}
