import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
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

/** Reads may go on uncounted while the shared counts are unreachable; writes may not (see registerRateLimits). */
const FAILS_OPEN: ReadonlySet<RateLimitGroup> = new Set(['search']);

/** What a refused write tells the client to wait when the counts are unreachable. */
export const COUNTS_UNAVAILABLE_RETRY_S = 30;
const WARN_EVERY_MS = 60_000;

/** The shared counts (Redis) cannot be reached: a write is refused with 503 and Retry-After. */
export class RateLimitsUnavailableError extends Error {
  readonly retryAfter = COUNTS_UNAVAILABLE_RETRY_S;
  constructor() {
    super('The data service is not available.');
  }
}

/**
 * A Redis client for the counts that fails fast instead of queueing: while
 * Redis is down a request must be decided at once (open or closed), not hang.
 */
export function rateLimitRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000, commandTimeout: 1000 });
  // Reconnecting is ioredis's; each failed count is logged by the hook (once a minute).
  redis.on('error', () => {});
  return redis;
}

const REDIS_FIRST_CONNECT_MS = 3_000;

async function untilConnected(redis: Redis, withinMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => {
      timer = setTimeout(resolve, withinMs);
    }),
  ]);
  clearTimeout(timer);
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
 * With `redisUrl` the counts live in Redis, shared by every process of the
 * fleet; in this process's memory otherwise. When Redis cannot be reached,
 * search goes on uncounted (fail open) and the forms are refused with 503
 * and Retry-After (fail closed), and the log says so once a minute.
 * Must be registered before the routes it limits.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, redisUrl?: string): Promise<void> {
  const redis = redisUrl ? rateLimitRedis(redisUrl) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.disconnect());
    // Forms are refused until the counts can be reached: give the first connection a moment before taking requests.
    await untilConnected(redis, REDIS_FIRST_CONNECT_MS);
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: 'rate-limit:' });
  const limiters = Object.fromEntries(
    (Object.keys(limits) as RateLimitGroup[]).map((group) => {
      // The group is part of the key: in Redis every group's counts share one key space.
      // `cache` bounds each in-memory count (least recently seen addresses go first); the store reads it though the types omit it.
      const options = { max: limits[group].max, timeWindow: limits[group].windowMs, keyGenerator: (request: FastifyRequest) => `${group}:${clientKey(request.ip)}`, cache: 20_000 };
      return [group, app.createRateLimit(options)];
    }),
  ) as Record<RateLimitGroup, ReturnType<FastifyInstance['createRateLimit']>>;

  let lastWarning = 0;
  const countsUnavailable = (group: RateLimitGroup, error: unknown) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    app.log.error({ err: error }, `rate-limit counts unreachable: search goes on uncounted, forms answer 503 (this message repeats at most once a minute; first seen on ${group})`);
  };

  const limitBy = (rule: LimitedRoute): onRequestHookHandler => async (request, reply) => {
    if (rule.when && !rule.when(request)) return;
    let verdict;
    try {
      verdict = await limiters[rule.group](request);
    } catch (error) {
      countsUnavailable(rule.group, error);
      if (FAILS_OPEN.has(rule.group)) return;
      reply.header('retry-after', String(COUNTS_UNAVAILABLE_RETRY_S));
      throw new RateLimitsUnavailableError();
    }
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
