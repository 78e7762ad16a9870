import { AUDIT_REPORT_RULES, auditReportFacts, auditReportProblem, cleanReportName, hasPdfEnd, isPdfHeader, unreadAuditReportFacts } from './audit-report';

const text = (value: string) => new TextEncoder().encode(value);

/** The smallest bytes the rule reads as a whole PDF: the header, a body and the end marker. */
function pdf(body = '1 0 obj << /Type /Catalog >> endobj', tail = '\n'): Uint8Array {
  return text(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF${tail}`);
}

describe('audit report rules', () => {
  it('reads a PDF by its first bytes, never by its name', () => {
    expect(isPdfHeader(pdf())).toBe(true);
    expect(isPdfHeader(text('%PDF'))).toBe(false);
    expect(isPdfHeader(text('PK\u0003\u0004 a .docx named .pdf'))).toBe(false);
    expect(isPdfHeader(text(' %PDF-1.7'))).toBe(false);
  });

  it('finds the end marker in the last 1024 bytes, tolerating what writers add after it', () => {
    expect(hasPdfEnd(pdf())).toBe(true);
    expect(hasPdfEnd(pdf('x', '\r\n' + ' '.repeat(900)))).toBe(true);
    expect(hasPdfEnd(pdf('x', ' '.repeat(1100)))).toBe(false);
    expect(hasPdfEnd(pdf().subarray(0, -3))).toBe(false);
  });

  it('accepts a whole PDF up to 10 MB', () => {
    expect(auditReportFacts(pdf())).toEqual({ type: 'application/pdf', bytes: pdf().length, complete: true });
    expect(auditReportProblem(auditReportFacts(pdf()))).toBeNull();
    expect(auditReportProblem({ type: 'application/pdf', bytes: AUDIT_REPORT_RULES.maxBytes, complete: true })).toBeNull();
  });

  it.each([
    ['a cut-off PDF', auditReportFacts(pdf('x'.repeat(2000)).subarray(0, 1500)), 'auditReportInvalid'],
    ['an image renamed .pdf', auditReportFacts(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'auditReportInvalid'],
    ['an empty file', auditReportFacts(new Uint8Array(0)), 'auditReportInvalid'],
    ['a header alone', auditReportFacts(text('%PDF-')), 'auditReportInvalid'],
    ['a file over 10 MB, unread', unreadAuditReportFacts(AUDIT_REPORT_RULES.maxBytes + 1), 'auditReportTooLarge'],
    ['a whole PDF over 10 MB', { type: 'application/pdf' as const, bytes: AUDIT_REPORT_RULES.maxBytes + 1, complete: true }, 'auditReportTooLarge'],
  ])('refuses %s', (_label, facts, key) => {
    expect(auditReportProblem(facts)).toBe(key);
  });

  it('keeps a file name a reviewer can read', () => {
    expect(cleanReportName('C:\\fakepath\\Lotus audit.pdf')).toBe('Lotus audit.pdf');
    expect(cleanReportName('../../etc/passwd')).toBe('passwd');
    expect(cleanReportName('re\u0000port\n.pdf ')).toBe('report.pdf');
    expect(cleanReportName('   ')).toBe('audit-report.pdf');
    expect(cleanReportName(`${'a'.repeat(300)}.pdf`)).toHaveLength(AUDIT_REPORT_RULES.maxNameLength);
  });
});
