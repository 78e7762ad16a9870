import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiPlugin, openApiDatabase, type ApiOptions } from './plugin';

export { apiPlugin, type ApiOptions } from './plugin';

/**
 * The api on its own Fastify instance, ready: its database is open, migrated
 * and seeded when this resolves (tests use `inject`; main.ts listens).
 */
export async function buildApi(options: ApiOptions = {}, server: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openApiDatabase(options));
  // Its own instance: no plugin timeout, the first start of a big database may take a while.
  const app = Fastify({ logger: false, pluginTimeout: 0, ...server });
  if (!options.database) app.addHook('onClose', () => database.close());
  try {
    await app.register(apiPlugin, { ...options, database });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

