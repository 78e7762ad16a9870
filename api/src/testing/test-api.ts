import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../index';
import type { SignInLimits } from '../console/sign-in-guard';
import type { RateLimits } from '../http/rate-limits';
import { openTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/** Limits no test reaches: every request of a test file comes from one address. */
export const UNREACHED_RATE_LIMITS: RateLimits = {
  subscribe: { max: 1_000_000, windowMs: 60_000 },
  submissions: { max: 1_000_000, windowMs: 60_000 },
  search: { max: 1_000_000, windowMs: 60_000 },
};

export interface TestApi {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/** The api on a fresh, seeded test database (PGlite in memory, or a schema of DATABASE_URL's server). */
export async function startTestApi(
  options: {
    adminToken?: string | null;
    seed?: boolean;
    rateLimits?: Partial<RateLimits>;
    signInLimits?: SignInLimits;
    checks?: ApiOptions['checks'];
  } = {},
): Promise<TestApi> {
  const database = await openTestDatabase();
  const app = await buildApi({
    database: database.db,
    adminToken: options.adminToken === null ? undefined : (options.adminToken ?? TEST_ADMIN_TOKEN),
    seed: options.seed ?? true,
    rateLimits: { ...UNREACHED_RATE_LIMITS, ...options.rateLimits },
    signInLimits: options.signInLimits,
    checks: options.checks,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
