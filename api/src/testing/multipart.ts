import { withPersonGuard } from './form-guard';

/** A multipart body as our forms send it: `data` (JSON, with a person's form guard) and an optional `logo` file. */
export async function multipartBody(
  data: unknown,
  logo?: { bytes: Uint8Array; name?: string; type?: string },
  extra: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(withPersonGuard(data)));
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  if (logo) form.append('logo', new Blob([Uint8Array.from(logo.bytes)], { type: logo.type ?? 'image/png' }), logo.name ?? 'logo.png');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
