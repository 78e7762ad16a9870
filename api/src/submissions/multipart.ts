import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AUDIT_REPORT_RULES, AUDIT_REPORTS_FIELD, LOGO_RULES, type MessageKey } from '@tp/shared/validation';
import { ApiError, fieldError } from '../http/envelope';

/** A file part as read: its bytes, or null when it was over its limit (then only its size is known, at least). */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array | null;
  readonly size: number;
}

export interface SubmissionUpload {
  /** The form values: the JSON of the `data` part. */
  readonly data: unknown;
  /** The `logo` file, or null when none was sent (or it was over its limit). */
  readonly logo: Uint8Array | null;
  /** Why the logo is missing, when it was sent but refused while reading. */
  readonly logoProblem: MessageKey | null;
  /** The `audit_reports` files, in the order sent. */
  readonly auditReports: readonly UploadedFile[];
}

/** The `data` part: the form as JSON, no larger than any JSON body. */
const DATA_BYTES = 64 * 1024;

/**
 * Reads one file part, keeping at most `maxBytes`: past that the rest is
 * drained, not kept, and the file counts as too large. A file cut off by the
 * parser's own limit counts as too large too (never as a shorter whole file).
 */
async function readFile(part: MultipartFile, maxBytes: number): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes || part.file.truncated) return { name: part.filename, bytes: null, size: Math.max(size, maxBytes + 1) };
  const bytes = Buffer.concat(chunks);
  return { name: part.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), size };
}

/**
 * Reads a submission's multipart body: a `data` part holding the form as JSON,
 * a `logo` file part and, where the form has them, `audit_reports` file parts
 * (one more than allowed is read, so the answer can say there are too many).
 * A body that ends early rejects (the parser throws), so a truncated upload
 * never reaches the database.
 */
export async function readSubmission(request: FastifyRequest, options: { auditReports: boolean }): Promise<SubmissionUpload> {
  const reportParts = options.auditReports ? AUDIT_REPORT_RULES.maxFiles + 1 : 0;
  const limits = {
    fileSize: Math.max(LOGO_RULES.maxBytes, reportParts ? AUDIT_REPORT_RULES.maxBytes : 0),
    files: 1 + reportParts,
    fields: 4,
    parts: 6 + reportParts,
    fieldSize: DATA_BYTES,
    headerPairs: 50,
  };
  let data: unknown;
  let sawData = false;
  let logo: Uint8Array | null = null;
  let logoProblem: MessageKey | null = null;
  let sawLogo = false;
  const auditReports: UploadedFile[] = [];
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (part.fieldname === 'logo' && !sawLogo) {
        sawLogo = true;
        const file = await readFile(part, LOGO_RULES.maxBytes);
        logo = file.bytes;
        if (!logo) logoProblem = 'logoInvalid';
      } else if (part.fieldname === AUDIT_REPORTS_FIELD && reportParts > 0) {
        auditReports.push(await readFile(part, AUDIT_REPORT_RULES.maxBytes));
      } else {
        await readFile(part, 0);
        throw new ApiError(400, fieldError(part.fieldname, 'invalidBody'));
      }
    } else if (part.fieldname === 'data') {
      if (part.valueTruncated) throw new ApiError(413, fieldError('data', 'bodyTooLarge'));
      try {
        data = JSON.parse(String(part.value));
        sawData = true;
      } catch {
        throw new ApiError(400, fieldError('data', 'invalidBody'));
      }
    }
  }
  if (!sawData) throw new ApiError(400, fieldError('data', 'invalidBody'));
  return { data, logo, logoProblem, auditReports };
}
