import { AUDIT_REPORT_RULES, auditReportFacts, auditReportProblem, unreadAuditReportFacts } from '@tp/shared/validation/audit-report';
import type { MessageKey } from '@tp/shared/validation/messages';
import { readBytes } from '../../files/read-bytes';

/**
 * Why a chosen file cannot be an audit report, by the api's own rule (a whole
 * PDF by its bytes, at most 10 MB); null when it can. A file over the limit is not read.
 */
export async function auditReportProblemOf(file: Blob): Promise<MessageKey | null> {
  if (file.size > AUDIT_REPORT_RULES.maxBytes) return auditReportProblem(unreadAuditReportFacts(file.size));
  return auditReportProblem(auditReportFacts(await readBytes(file)));
}
