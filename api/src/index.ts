import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiPlugin, type ApiOptions } from './plugin';

export { apiPlugin, type ApiOptions } from './plugin';

/** The api on its own Fastify instance, ready (tests use `inject`; main.ts listens). */
export async function buildApi(options: ApiOptions = {}, server: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...server });
  await app.register(apiPlugin, options);
  await app.ready();
  return app;
}
