import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@tp/shared/api/paths';
import { schemas, withFormGuard } from '@tp/shared/validation';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { admitForm } from '../http/form-guard';
import { listFakeVersions, listReleases } from '../store/releases';
import { drawArt, drawArtPng, ART_KINDS, type ArtFormat } from './art';
import { releaseQuery } from './release-schemas';

const api = (path: string) => path.replace(/^\/api/, '');

/** Seeds are written percent-encoded in art URLs; a stray `%` (not an escape) stays as it is. */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The site's own calls under /api: subscribe, downloads, seeded artwork and listed logos. */
export function siteRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(api(API_PATHS.subscribe), {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['site'],
        summary: 'Subscribe an e-mail address; a repeated address succeeds and is stored once. A failed form guard is answered the same and stores nothing',
        body: withFormGuard(schemas.subscribe),
      },
    }, async (request) => {
      if (await admitForm(db, request.log, 'subscribe', request.body)) {
        await db.query('insert into subscribers (email) values ($1) on conflict (email) do nothing', [request.body.email]);
      }
      return { result: 0, message: 'success' };
    });

    app.get(api(API_PATHS.releases), {
      schema: {
        tags: ['site'],
        summary: 'Releases of the wallet, newest first: every version of every platform unless filtered',
        description: 'A package downloaded from the site has its size, SHA-256 and signing certificate; a store listing has its store and listing id.',
        querystring: releaseQuery,
      },
    }, async (request) => ok(await listReleases(db, request.query)));

    app.get(api(API_PATHS.fakeVersions), {
      schema: { tags: ['site'], summary: 'Version numbers passed off as official releases, latest report first' },
    }, async () => ok(await listFakeVersions(db)));

    app.get(api(API_PATHS.logo), {
      schema: {
        tags: ['site'],
        summary: 'The logo of a listed DApp or token',
        params: z.object({ id: z.string('invalidValue').regex(/^\d{1,9}$/, 'integerRequired').transform(Number) }),
      },
    }, async (request, reply) => {
      // Only logos of listed submissions are public; the rest are for reviewers (/api/admin/logos).
      const [logo] = await db.query<{ content_type: string; bytes: Uint8Array }>(
        `select l.content_type, l.bytes from logos l join submissions s on s.logo_id = l.id where l.id = $1 and s.status = 'listed'`,
        [request.params.id],
      );
      if (!logo) return reply.callNotFound();
      return reply.type(logo.content_type).header('cache-control', 'public, max-age=86400').send(Buffer.from(logo.bytes));
    });

    app.get('/art/:kind/:file', {
      schema: {
        hide: true,
        params: z.object({ kind: z.enum(ART_KINDS, 'invalidOption'), file: z.string().regex(/^[^/]{1,120}\.(svg|png)$/, 'invalidValue') }),
      },
    }, async (request, reply) => {
      const { kind, file } = request.params;
      const format = file.slice(file.lastIndexOf('.') + 1) as ArtFormat;
      const seed = decodedOnce(file.slice(0, -(format.length + 1)));
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return format === 'png' ? reply.type('image/png').send(await drawArtPng(kind, seed)) : reply.type('image/svg+xml').send(drawArt(kind, seed));
    });
  };
}
