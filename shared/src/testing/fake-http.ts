import { HttpError, type HttpClient, type HttpRequestOptions } from '../http/types';

export interface FakeRequest {
  readonly method: 'GET' | 'POST';
  /** The path without its query string. */
  readonly path: string;
  /** Values of `:name` segments of the matching route. */
  readonly params: Readonly<Record<string, string>>;
  /** The query as the wire would carry it: strings, without undefined or null values. */
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON body of `post` (after a JSON round trip), or the FormData of `postForm`. */
  readonly body?: unknown;
}

/** Answers one request; throw an HttpError to answer with a failure. */
export type FakeRoute = (request: FakeRequest) => unknown;

export interface FakeHttpClient extends HttpClient {
  /** Every request made, in order, for assertions. */
  readonly requests: readonly FakeRequest[];
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i++) {
    if (expected[i].startsWith(':') && actual[i] !== '') params[expected[i].slice(1)] = decodeURIComponent(actual[i]);
    else if (expected[i] !== actual[i]) return undefined;
  }
  return params;
}

// What crosses the wire is JSON: tests must not pass by sharing objects or Dates with the code under test.
const overTheWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * An HttpClient answering from `routes`, keyed by path (`/v1/news/list`, or
 * `/v1/news/:id` with params). Unknown paths reject with HttpError 404, as the
 * real client would. No network, no jest: it also backs remotes' dev mode.
 */
export function createFakeHttpClient(routes: Readonly<Record<string, FakeRoute>> = {}): FakeHttpClient {
  const requests: FakeRequest[] = [];

  async function answer(method: FakeRequest['method'], fullPath: string, body: unknown, options: HttpRequestOptions = {}) {
    const [path, search = ''] = fullPath.split('?');
    const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) query[key] = String(value);
    }
    const exact = routes[path] ? ([routes[path], {}] as const) : undefined;
    const found =
      exact ??
      Object.entries(routes)
        .map(([pattern, route]) => [route, matchPath(pattern, path)] as const)
        .find(([, params]) => params !== undefined);
    const request: FakeRequest = { method, path, params: found?.[1] ?? {}, query, headers: { ...options.headers }, body };
    requests.push(request);
    if (!found) throw new HttpError(`${method} ${path} failed with status 404`, 404, { error: `No fake route for ${path}` });
    return overTheWire(await found[0](request));
  }

  return {
    requests,
    get: <T>(path: string, options?: HttpRequestOptions) => answer('GET', path, undefined, options) as Promise<T>,
    post: <T>(path: string, body: unknown, options?: HttpRequestOptions) =>
      answer('POST', path, overTheWire(body), options) as Promise<T>,
    postForm: <T>(path: string, form: FormData, options?: HttpRequestOptions) =>
      answer('POST', path, form, options) as Promise<T>,
  };
}
