import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { API_PATHS } from '@tp/shared/api/paths';
import { clientKey } from './client-address';
import { TooManyRequestsError } from './envelope';

/** The limits, each counted per client address: the site's forms, their uploads, and search. */
export type RateLimitGroup = 'subscribe' | 'submissions' | 'search';

export interface RateLimit {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

export type RateLimits = Readonly<Record<RateLimitGroup, RateLimit>>;

const MINUTE = 60_000;

/** Generous for people (a form is sent a few times at most; search fires as one types), tight for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  subscribe: { max: 5, windowMs: MINUTE },
  submissions: { max: 20, windowMs: 10 * MINUTE },
  search: { max: 120, windowMs: MINUTE },
};

/** The environment variable of each limit, e.g. `RATE_LIMIT_SEARCH=120/1m`. */
export const RATE_LIMIT_ENV: Readonly<Record<RateLimitGroup, string>> = {
  subscribe: 'RATE_LIMIT_SUBSCRIBE',
  submissions: 'RATE_LIMIT_SUBMISSIONS',
  search: 'RATE_LIMIT_SEARCH',
};

interface LimitedRoute {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly group: RateLimitGroup;
  /** Counts only the requests this accepts (all when absent). */
  readonly when?: (request: FastifyRequest) => boolean;
}

/** Which routes count against which limit. A submission carries its logo: `submissions` is also the upload limit. */
const LIMITED_ROUTES: readonly LimitedRoute[] = [
  { method: 'POST', url: API_PATHS.subscribe, group: 'subscribe' },
  { method: 'POST', url: API_PATHS.submitDapp, group: 'submissions' },
  { method: 'POST', url: API_PATHS.submitToken, group: 'submissions' },
  { method: 'POST', url: API_PATHS.submitNft, group: 'submissions' },
  { method: 'POST', url: API_PATHS.submissionDonation, group: 'submissions' },
  { method: 'GET', url: API_PATHS.search, group: 'search' },
  { method: 'GET', url: API_PATHS.applicationList, group: 'search', when: (request) => Boolean((request.query as { key?: unknown }).key) },
];

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: 60 * MINUTE };

/** Reads `max/window` such as `5/1m`, `120/30s` or `20/h`; a window without a number is one unit. */
export function parseRateLimit(text: string, name: string): RateLimit {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})?\s*(ms|s|m|h)\s*$/.exec(text);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2] ?? 1) * UNITS[match?.[3] ?? ''];
  if (!match || max < 1 || !(windowMs >= 1)) {
    throw new Error(`${name} must be requests per window, such as 5/1m, 120/30s or 20/h; got "${text}"`);
  }
  return { max, windowMs };
}

/** The limits in force: the defaults, then the environment, then what the host passed. */
export function resolveRateLimits(given: Partial<RateLimits> = {}, env: NodeJS.ProcessEnv = process.env): RateLimits {
  const resolved = { ...DEFAULT_RATE_LIMITS };
  for (const group of Object.keys(resolved) as RateLimitGroup[]) {
    const text = env[RATE_LIMIT_ENV[group]];
    if (text) resolved[group] = parseRateLimit(text, RATE_LIMIT_ENV[group]);
    if (given[group]) resolved[group] = given[group];
  }
  return resolved;
}

/**
 * Counts the limited routes per client address (see clientKey) before their
 * body is read; past a limit the answer is 429 with Retry-After and
 * `{result: 429, message, retryAfter}`. Routes of one group share one count.
 * Must be registered before the routes it limits.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiters = Object.fromEntries(
    (Object.keys(limits) as RateLimitGroup[]).map((group) => {
      // `cache` bounds each count's memory (least recently seen addresses go first); the store reads it though the types omit it.
      const options = { max: limits[group].max, timeWindow: limits[group].windowMs, keyGenerator: (request: FastifyRequest) => clientKey(request.ip), cache: 20_000 };
      return [group, app.createRateLimit(options)];
    }),
  ) as Record<RateLimitGroup, ReturnType<FastifyInstance['createRateLimit']>>;

  const limitBy = (rule: LimitedRoute): onRequestHookHandler => async (request, reply) => {
    if (rule.when && !rule.when(request)) return;
    const verdict = await limiters[rule.group](request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw new TooManyRequestsError(verdict.ttlInSeconds);
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // HEAD runs the GET handler: it counts as the GET it is.
    const rule = LIMITED_ROUTES.find((r) => r.url === route.url && (methods.includes(r.method) || (r.method === 'GET' && methods.includes('HEAD'))));
    if (rule) route.onRequest = [...[route.onRequest ?? []].flat(), limitBy(rule)];
  });
}
