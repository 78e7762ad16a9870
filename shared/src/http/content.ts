/** The content API's envelope (docs/product.md §7.3): `result` 0 means success and `data` is the payload. */
export interface ContentEnvelope<T> {
  readonly result: number;
  readonly data: T;
  readonly message?: string;
}

/**
 * The payload of a successful content call, or undefined: docs/product.md §8.3 says a
 * non-zero result is silently ignored, so callers keep what they had.
 */
export function unwrapContent<T>(envelope: ContentEnvelope<T> | null | undefined): T | undefined {
  if (!envelope || typeof envelope !== 'object' || envelope.result !== 0) return undefined;
  return envelope.data;
}
