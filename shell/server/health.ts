import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@tp/api/db/database';
import { databaseProblems } from '@tp/api/db/readiness';
import type { LiveRegistry } from './registry-store';

/** A readiness probe must answer quickly; a database slower than this counts as down. */
const DATABASE_CHECK_MS = 2_000;

export interface HealthSources {
  readonly registry: LiveRegistry;
  /** The api's database, once the api was mounted. */
  readonly database: () => Queryable | null;
  /** True from SIGTERM on: the load balancer must stop sending requests here. */
  readonly shuttingDown: () => boolean;
  /** True once the server builds the registry named when first read are loaded and have rendered once. */
  readonly serverBuildsWarm: () => boolean;
}

async function withinTime(check: Promise<string[]>, ms: number, late: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([late]), ms);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why this server should not get traffic now; empty when it may. */
export async function readinessProblems(sources: HealthSources): Promise<string[]> {
  const problems: string[] = [];
  if (sources.shuttingDown()) problems.push('shutting down');
  if (!sources.registry.loaded()) problems.push('release registry not loaded');
  else if (!sources.serverBuildsWarm()) problems.push('server builds loading');
  const database = sources.database();
  if (!database) problems.push('the api is not mounted');
  else problems.push(...(await withinTime(databaseProblems(database), DATABASE_CHECK_MS, `database did not answer within ${DATABASE_CHECK_MS} ms`)));
  return problems;
}

/**
 * `GET /healthz`: the process answers (a load balancer restarts it otherwise).
 * `GET /readyz`: it can serve pages: database reachable with every migration
 * applied, release registry loaded and its server builds warm, not shutting down; 503 with the reasons otherwise.
 */
export function registerHealth(app: FastifyInstance, sources: HealthSources): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    const problems = await readinessProblems(sources);
    reply.header('cache-control', 'no-store').code(problems.length ? 503 : 200);
    return problems.length ? { status: 'unavailable', problems } : { status: 'ready' };
  });
}
