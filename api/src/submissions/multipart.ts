import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../http/envelope';
import type { MessageKey } from '@tp/shared/validation';

export interface SubmissionUpload {
  /** The form values: the JSON of the `data` part. */
  readonly data: unknown;
  /** The `logo` file, or null when none was sent (or it was cut off by the size limit). */
  readonly logo: Uint8Array | null;
  /** Why the logo is missing, when it was sent but refused while reading. */
  readonly logoProblem: MessageKey | null;
}

/**
 * Reads a submission's multipart body: a `data` part holding the form as JSON
 * and a `logo` file part. A body that ends early rejects (the parser throws),
 * so a truncated upload never reaches the database.
 */
export async function readSubmission(request: FastifyRequest): Promise<SubmissionUpload> {
  let data: unknown;
  let sawData = false;
  let logo: Uint8Array | null = null;
  let logoProblem: MessageKey | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'logo' || logo !== null) {
        await part.toBuffer().catch(() => undefined);
        throw new ApiError(400, fieldError(part.fieldname, 'invalidBody'));
      }
      try {
        const bytes = await part.toBuffer();
        if (part.file.truncated) logoProblem = 'logoInvalid';
        else logo = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        // Over 5 MB: the rest of the file is skipped, the rule's message is answered.
        logoProblem = 'logoInvalid';
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
  return { data, logo, logoProblem };
}
