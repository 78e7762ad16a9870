/** Files are read this many bytes at a time, so progress moves and the page stays responsive. */
export const SLICE_BYTES = 4 * 1024 * 1024;

/**
 * No official package comes near this size, and browsers cannot hold much
 * more in one buffer: a larger file is reported without being read.
 */
export const MAX_CHECK_BYTES = 1024 * 1024 * 1024;

/** Share of the progress bar for reading; the single digest call takes the rest. */
const READ_SHARE = 0.9;

export class FileTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`The file has ${size} bytes; at most ${MAX_CHECK_BYTES} can be checked`);
    this.name = 'FileTooLargeError';
  }
}

export interface Sha256Options {
  /** Called with the share done, from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
  readonly sliceBytes?: number;
  /** WebCrypto; the browser's unless a test passes Node's. */
  readonly subtle?: SubtleCrypto;
}

const toHex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The SHA-256 of a file as lowercase hex, computed in the browser: nothing
 * is uploaded. WebCrypto has no incremental digest, so the file is read in
 * slices (with progress and cancellation) into one buffer, then digested once.
 */
export async function sha256OfFile(file: Blob, options: Sha256Options = {}): Promise<string> {
  const { onProgress, signal, sliceBytes = SLICE_BYTES, subtle = globalThis.crypto.subtle } = options;
  if (file.size > MAX_CHECK_BYTES) throw new FileTooLargeError(file.size);
  const bytes = new Uint8Array(file.size);
  for (let offset = 0; offset < file.size; offset += sliceBytes) {
    signal?.throwIfAborted();
    const end = Math.min(offset + sliceBytes, file.size);
    bytes.set(new Uint8Array(await file.slice(offset, end).arrayBuffer()), offset);
    onProgress?.((end / file.size) * READ_SHARE);
  }
  signal?.throwIfAborted();
  const digest = await subtle.digest('SHA-256', bytes);
  signal?.throwIfAborted();
  onProgress?.(1);
  return toHex(digest);
}
