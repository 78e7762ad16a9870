/** Query values; undefined and null are left out of the URL. */
export type QueryValue = string | number | boolean | undefined | null;

export interface HttpRequestOptions {
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the `appver` header (docs/product.md §7.1: only some GET calls do). */
  readonly withAppVersion?: boolean;
  readonly signal?: AbortSignal;
  /** Overrides the 30 s default of docs/product.md §9.1. */
  readonly timeoutMs?: number;
}

/**
 * The site's HTTP client (docs/product.md §7.1): 30 s timeout, JSON on POST, a response is
 * used only when its status is 200 and only its body is returned; anything else
 * rejects with an {@link HttpError}.
 */
export interface HttpClient {
  get<T>(path: string, options?: HttpRequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: HttpRequestOptions): Promise<T>;
  /** Multipart POST, for submissions that carry a file. */
  postForm<T>(path: string, form: FormData, options?: HttpRequestOptions): Promise<T>;
}

export class HttpError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 for a network failure or timeout. */
    readonly status: number,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
    /** Seconds to wait, from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
