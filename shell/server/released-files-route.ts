import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_BUILD_FOLDER } from '@tp/shared';
import { cacheControlFor } from '../release/cache-control';
import { releasedPath, REMOTES_URL_PREFIX, type ReleaseStorage } from '../release/release-storage';
import { contentTypeOf } from '../release/s3-release-storage';

export interface ReleasedFilesOptions {
  readonly files: ReleaseStorage;
  /** Files in this folder are served from disk (precompressed variants included); from `files` otherwise. */
  readonly remotesDir: string | null;
  /** A CDN that serves the released files: `/remotes/<path>` redirects to `<publicUrl>/<path>`. */
  readonly publicUrl: string | null;
}

/** A release's server build runs in the site server; it is not a file for browsers. */
const isServerBuild = (file: string) => file.split('/').includes(SERVER_BUILD_FOLDER);

/**
 * `GET /remotes/<folder>/<version>/<file>`: from REMOTES_DIR, from object
 * storage, or as a redirect to the CDN in front of it. Hashed files are
 * cached for a year, manifests and entries revalidated, every file readable
 * by other origins (a shell on another origin, development servers).
 */
export async function registerReleasedFiles(app: FastifyInstance, options: ReleasedFilesOptions): Promise<void> {
  const notFound = (reply: { code(status: number): { type(type: string): { send(body: string): unknown } } }) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  if (options.publicUrl) {
    const base = options.publicUrl;
    app.get(`${REMOTES_URL_PREFIX}*`, async (request, reply) => {
      const file = releasedPath(request.url);
      if (!file || isServerBuild(file)) return notFound(reply);
      return reply.header('cache-control', cacheControlFor(file)).redirect(`${base}/${file}`, 302);
    });
    return;
  }

  if (options.remotesDir) {
    await app.register(fastifyStatic, {
      root: options.remotesDir,
      prefix: REMOTES_URL_PREFIX,
      decorateReply: false,
      allowedPath: (pathName) => !isServerBuild(pathName),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('access-control-allow-origin', '*');
      },
    });
    return;
  }

  const { files } = options;
  app.get(`${REMOTES_URL_PREFIX}*`, async (request, reply) => {
    const file = releasedPath(request.url);
    if (!file || isServerBuild(file)) return notFound(reply);
    const body = await files.read(file);
    if (!body) return notFound(reply);
    return reply
      .type(contentTypeOf(file))
      .header('cache-control', cacheControlFor(file))
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
