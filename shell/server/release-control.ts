import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { REMOTES } from '@tp/shared';
import { ReleaseRefusedError, type FlipPlan, type ReleaseStore } from '../release/release-store';
import { RELEASE_CONTROL_PATH } from '../release/server-release-store';

const FOLDERS = new Set<string>(Object.values(REMOTES).map((remote) => remote.folder));
const digest = (text: string) => createHash('sha256').update(text).digest();

function isFlipPlan(body: unknown): body is FlipPlan {
  const plan = body as Partial<Record<string, unknown>> | null;
  if (!plan || typeof plan !== 'object') return false;
  if (plan.kind === 'rollback') return plan.version === undefined || typeof plan.version === 'string';
  const entry = plan.entry as Partial<Record<string, unknown>> | undefined;
  return (
    (plan.kind === 'release' || plan.kind === 'publish-local') &&
    typeof entry?.name === 'string' &&
    typeof entry.version === 'string' &&
    typeof entry.entry === 'string' &&
    typeof entry.contract === 'number'
  );
}

/**
 * Where `pnpm release`, `rollback` and `remotes` reach the registry of a site
 * server on PGlite (its database is its own process's). Only with the token of
 * the owner file beside DATA_DIR, which only this machine's user can read;
 * anyone else gets 404, as if the routes did not exist.
 */
export function registerReleaseControl(app: FastifyInstance, options: { readonly store: ReleaseStore; readonly token: string }): void {
  const wanted = digest(options.token);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(RELEASE_CONTROL_PATH)) return;
    const given = digest(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (!timingSafeEqual(given, wanted)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  const unknownRemote = (folder: string) => ({ message: `Name a remote: ${[...FOLDERS].join(', ')} (not "${folder}")` });

  app.get(RELEASE_CONTROL_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send(await options.store.read()));
  app.get<{ Params: { folder: string } }>(`${RELEASE_CONTROL_PATH}/:folder/history`, async (request, reply) => {
    if (!FOLDERS.has(request.params.folder)) return reply.code(400).send(unknownRemote(request.params.folder));
    return reply.header('cache-control', 'no-store').send({ history: await options.store.history(request.params.folder) });
  });
  app.post<{ Params: { folder: string } }>(`${RELEASE_CONTROL_PATH}/:folder`, async (request, reply) => {
    const { folder } = request.params;
    if (!FOLDERS.has(folder)) return reply.code(400).send(unknownRemote(folder));
    if (!isFlipPlan(request.body)) return reply.code(400).send({ message: 'The body is not a release, publish-local or rollback plan.' });
    try {
      return await options.store.flip(folder, request.body);
    } catch (error) {
      if (error instanceof ReleaseRefusedError) return reply.code(409).send({ message: error.message });
      throw error;
    }
  });
}
