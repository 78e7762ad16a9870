import type { MessageKey } from './messages';

/**
 * Audit report files of a DApp submission (docs/product.md §3.1: whether it has an audit, with
 * audit report files). No limits are given there; these fit real reports
 * (a few MB each) with room to spare. Shared by the form and the api.
 */
export const AUDIT_REPORT_RULES = {
  mimeType: 'application/pdf',
  /** 10 MB per file. */
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  /** A longer file name is cut: it is a label for reviewers, not a key. */
  maxNameLength: 200,
} as const;

/** The multipart field of the report files, and the form value that lists them. */
export const AUDIT_REPORTS_FIELD = 'audit_reports';

/** What is known of a report file: its type judged by content, its size and whether it is whole. */
export interface AuditReportFacts {
  readonly type: typeof AUDIT_REPORT_RULES.mimeType | null;
  readonly bytes: number;
  /** Whether the file ends with a PDF end-of-file marker; a cut-off upload does not. */
  readonly complete: boolean;
}

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
/** Readers look for %%EOF within the last 1024 bytes: writers may add a little after it. */
const END_WINDOW = 1024;

/** Whether the bytes start as a PDF does (`%PDF-`), whatever the file is named. */
export function isPdfHeader(head: Uint8Array): boolean {
  return head.length >= PDF_HEADER.length && PDF_HEADER.every((byte, i) => head[i] === byte);
}

/** Whether a PDF's end-of-file marker is in its last 1024 bytes. */
export function hasPdfEnd(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - END_WINDOW);
  for (let at = bytes.length - PDF_END.length; at >= from; at -= 1) {
    if (PDF_END.every((byte, i) => bytes[at + i] === byte)) return true;
  }
  return false;
}

/** What the rules need to know of a file that was not read (empty, or over the size limit). */
export function unreadAuditReportFacts(size: number): AuditReportFacts {
  return { type: null, bytes: size, complete: false };
}

/** Everything AUDIT_REPORT_RULES judge, from a file's bytes: the form (the chosen file) and the api (the upload) use this one rule. */
export function auditReportFacts(bytes: Uint8Array): AuditReportFacts {
  if (!isPdfHeader(bytes)) return unreadAuditReportFacts(bytes.length);
  return { type: AUDIT_REPORT_RULES.mimeType, bytes: bytes.length, complete: hasPdfEnd(bytes) };
}

/** Why a report file is refused, or null when it meets AUDIT_REPORT_RULES. */
export function auditReportProblem(facts: AuditReportFacts): MessageKey | null {
  if (facts.bytes > AUDIT_REPORT_RULES.maxBytes) return 'auditReportTooLarge';
  if (facts.type !== AUDIT_REPORT_RULES.mimeType || !facts.complete || facts.bytes === 0) return 'auditReportInvalid';
  return null;
}

/**
 * A report's file name as reviewers see it: no folders, no control
 * characters, at most maxNameLength characters; a name left empty gets one.
 */
export function cleanReportName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, AUDIT_REPORT_RULES.maxNameLength);
  return clean || 'audit-report.pdf';
}
