import type { FastifyInstance } from 'fastify';
import { ApiClient, createHttpClient, type Locale } from '@tp/shared';

/**
 * The api as the pages' server renders see it: the same typed client the
 * browser uses, answered by the api mounted in this process through
 * `inject` (no socket, no HTTP round trip), so the page and the browser read
 * the same data through the same normalisation.
 */
export function inProcessApi(app: FastifyInstance, lang: Locale): ApiClient {
  const fetchInProcess: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://in-process.invalid');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((one): [string, string] => [name, one]),
      ),
    });
  };
  return new ApiClient(createHttpClient({ baseUrl: '', lang: () => lang, fetch: fetchInProcess }));
}
