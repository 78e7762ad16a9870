import type { FastifyInstance } from 'fastify';
import { buildApi } from '../index';
import { personGuard } from '../testing/form-guard';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { UNREACHED_RATE_LIMITS } from '../testing/test-api';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

const FIVE_A_MINUTE = { max: 5, windowMs: 60_000 };

/**
 * Two api instances that share REDIS_URL and the database, as two processes
 * of a fleet do: each has its own rate-limit plugin and Redis connection, so
 * a count can only be shared through Redis.
 */
describe('rate limits counted in Redis', () => {
  let redis: TestRedis;
  let database: TestDatabase;
  const apis: FastifyInstance[] = [];

  beforeAll(async () => {
    [redis, database] = await Promise.all([startTestRedis(), openTestDatabase()]);
    const rateLimits = { ...UNREACHED_RATE_LIMITS, subscribe: FIVE_A_MINUTE, search: FIVE_A_MINUTE };
    for (let i = 0; i < 2; i += 1) apis.push(await buildApi({ database: database.db, seed: false, rateLimits, redisUrl: redis.url }));
  }, 180_000);
  afterAll(async () => {
    for (const app of apis) await app.close();
    await database?.close();
    await redis?.stop();
  });

  const subscribe = (app: FastifyInstance, n: number, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/tokenPocket/subscribe', payload: { email: `person-${n}@example.com`, ...personGuard() }, remoteAddress });
  const search = (app: FastifyInstance, remoteAddress: string) => app.inject({ url: '/v1/application/search?key=swap', remoteAddress });

  it('refuses the sixth subscription of a minute through either process with 429', async () => {
    const [one, two] = apis;
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await subscribe(n % 2 ? two : one, n, '198.51.100.60')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const app of [one, two]) {
      const refused = await subscribe(app, 9, '198.51.100.60');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address, and another limit (search), count on their own.
    expect((await subscribe(two, 10, '198.51.100.61')).statusCode).toBe(200);
    expect((await search(one, '198.51.100.60')).statusCode).toBe(200);
  });

  it('goes on with search and refuses forms with 503 and Retry-After while Redis is down', async () => {
    await redis.stop();
    const [one] = apis;
    const refused = await subscribe(one, 20, '198.51.100.62');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ result: 503, message: 'The data service is not available.', retryAfter: 30 });
    for (let i = 0; i < 7; i += 1) expect((await search(one, '198.51.100.62')).statusCode).toBe(200);
  });
});
