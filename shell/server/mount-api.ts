import type { FastifyInstance } from 'fastify';
import type { Database } from '@tp/api/db/database';
import type { SiteConfig } from './config';

/** What the site server reads of the api's catalogue cache: its counts (/metrics) and its version (kept pages). */
export interface CatalogueCacheView {
  readonly counts: { readonly hits: number; readonly misses: number };
  versionNow(): Promise<bigint>;
}

export interface ApiHooks {
  readonly onDatabase?: (db: Database) => void;
  readonly onCatalogueCache?: (cache: CatalogueCacheView) => void;
}

/**
 * Mounts the api in this process. Until the api package provides its plugin,
 * `/v1/*` and `/api/*` answer a clear 503 instead of a page.
 */
export async function mountApi(app: FastifyInstance, config: SiteConfig, hooks: ApiHooks = {}): Promise<void> {
  let plugin: unknown;
  try {
    ({ apiPlugin: plugin } = (await import('@tp/api')) as { apiPlugin?: unknown });
  } catch (error) {
    app.log.warn({ err: error }, 'The api is not available; /v1 and /api answer 503');
  }
  if (typeof plugin === 'function') {
    await app.register(plugin as Parameters<FastifyInstance['register']>[0], { ...config.api, siteSettings: config.site.settings, ...hooks });
    return;
  }
  const unavailable = async (_request: unknown, reply: { code(status: number): { send(body: unknown): unknown } }) =>
    reply.code(503).send({ result: 503, message: 'The data service is not available yet.' });
  for (const prefix of ['/v1/*', '/api/*']) app.all(prefix, unavailable);
}
