import { HttpError, type HttpClient, type HttpRequestOptions, type QueryValue } from './types';

/** docs/product.md §9.1: HTTP timeout 30,000 ms. */
export const HTTP_TIMEOUT_MS = 30_000;

/** The slowest upload a form still waits for: about 1 Mbit/s. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 128 * 1024;

/**
 * The timeout of a POST carrying files: the 30 s of docs/product.md §9.1, plus the time the
 * bytes take on a slow connection (a few 10 MB audit reports are not sent in 30 s).
 */
export function uploadTimeoutMs(bytes: number): number {
  return HTTP_TIMEOUT_MS + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
}

export interface HttpClientConfig {
  /** Origin (and optional prefix) the paths are appended to; `''` means the page's own origin. */
  readonly baseUrl: string;
  /** The `lang` header of GET requests, read at each request so a language change applies at once. */
  readonly lang: () => string;
  /** The `os` header of GET requests; `web` unless told otherwise. */
  readonly os?: () => string;
  /** The `appver` header, sent by GET requests that ask for it (`withAppVersion`). */
  readonly appVersion?: string;
  readonly fetch?: typeof fetch;
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  // Browsers throw "Illegal invocation" when fetch is called detached from its global.
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const os = config.os ?? (() => 'web');
  const base = config.baseUrl.replace(/\/+$/, '');

  function request<T>(method: 'GET' | 'POST', path: string, init: RequestInit, options: HttpRequestOptions): Promise<T> {
    const url = base + path + queryString(path, options.query);
    const label = `${method} ${path}`;
    const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) controller.abort();

    const failure = (error: unknown): never => {
      if (error instanceof HttpError) throw error;
      if (timedOut) throw new HttpError(`${label} timed out after ${timeoutMs} ms`, 0);
      if (controller.signal.aborted) throw new HttpError(`${label} was cancelled`, 0);
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(`${label} failed: network error (${reason})`, 0);
    };

    return (async () => {
      const response = await doFetch(url, { ...init, method, signal: controller.signal });
      // The body is read inside the timeout too: a stalled body is as bad as a stalled connection.
      const text = await response.text();
      const body = parseBody(text, response.headers.get('content-type'));
      if (response.status !== 200) {
        throw new HttpError(
          `${label} failed with status ${response.status}`,
          response.status,
          body.ok ? body.value : text,
          parseRetryAfter(response.headers.get('retry-after')),
        );
      }
      if (!body.ok) throw new HttpError(`${label} answered with a body that is not valid JSON`, response.status, text);
      return body.value as T;
    })()
      .catch(failure)
      .finally(() => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancel);
      });
  }

  return {
    get(path, options = {}) {
      const headers: Record<string, string> = { lang: config.lang(), os: os() };
      if (options.withAppVersion && config.appVersion) headers.appver = config.appVersion;
      return request('GET', path, { headers: { ...headers, ...options.headers } }, options);
    },
    post(path, body, options = {}) {
      const headers = { 'content-type': 'application/json', ...options.headers };
      return request('POST', path, { headers, body: JSON.stringify(body) }, options);
    },
    postForm(path, form, options = {}) {
      // No content-type: fetch writes the multipart boundary itself.
      return request('POST', path, { headers: { ...options.headers }, body: form }, options);
    },
  };
}

function queryString(path: string, query: HttpRequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const encoded = params.toString();
  if (!encoded) return '';
  return (path.includes('?') ? '&' : '?') + encoded;
}

type ParsedBody = { ok: true; value: unknown } | { ok: false };

function parseBody(text: string, contentType: string | null): ParsedBody {
  if (text === '') return { ok: true, value: undefined };
  const declaredJson = contentType !== null && /\bjson\b/i.test(contentType);
  if (contentType !== null && !declaredJson) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Without a content-type we only guessed it was JSON; a declared JSON body that fails to parse is an error.
    return declaredJson ? { ok: false } : { ok: true, value: text };
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
