import { withPersonGuard } from './form-guard';

export interface TestFile {
  readonly bytes: Uint8Array;
  readonly name?: string;
  readonly type?: string;
}

/**
 * A multipart body as our forms send it: `data` (JSON, with a person's form
 * guard), an optional `logo` file and the DApp form's `audit_reports` files.
 */
export async function multipartBody(
  data: unknown,
  logo?: TestFile,
  auditReports: readonly TestFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(withPersonGuard(data)));
  if (logo) form.append('logo', new Blob([Uint8Array.from(logo.bytes)], { type: logo.type ?? 'image/png' }), logo.name ?? 'logo.png');
  for (const [i, report] of auditReports.entries()) {
    form.append('audit_reports', new Blob([Uint8Array.from(report.bytes)], { type: report.type ?? 'application/pdf' }), report.name ?? `report-${i + 1}.pdf`);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
