import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELEASE_PLATFORMS } from '@tp/shared/api/releases';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import * as q from '../http/query';
import {
  listAdminFakeVersions, listAdminReleases, publishRelease, removeFakeVersion, removeRelease, reportFakeVersion, updateFakeVersion, updateRelease,
} from '../store/releases';
import { fakeVersionInput, releaseInput } from './release-schemas';

/** What the editors do to one list of the download pages, with each route's summary for the API reference. */
interface EditableList<Input extends z.ZodType> {
  path: string;
  input: Input;
  add: { summary: string; run: (entry: z.output<Input>) => Promise<unknown> };
  correct: { summary: string; run: (id: number, entry: z.output<Input>) => Promise<unknown> };
  remove: { summary: string; run: (id: number) => Promise<void> };
}

/**
 * The download pages' releases and known fake versions (editors): listed with their ids, published,
 * corrected and removed. Registered inside the admin routes, behind their authentication, roles, CSRF and audit log.
 */
export function adminReleaseRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
    const config = { allow: ['editor'] } as const;

    // Both lists are kept alike: POST adds an entry, PUT /:id corrects one as a whole, DELETE /:id removes it.
    // The type provider cannot resolve a body type from a schema that is still generic: the body is the schema's output.
    const editable = <Input extends z.ZodType>({ path, input, add, correct, remove }: EditableList<Input>) => {
      app.post(path, { config, schema: { tags, security, summary: add.summary, body: input } },
        async (request) => ok(await add.run(request.body as z.output<Input>)));
      app.put(`${path}/:id`, { config, schema: { tags, security, summary: correct.summary, params: q.idParam, body: input } },
        async (request) => ok(await correct.run(request.params.id, request.body as z.output<Input>)));
      app.delete(`${path}/:id`, { config, schema: { tags, security, summary: remove.summary, params: q.idParam } },
        async (request) => {
          await remove.run(request.params.id);
          return ok(null);
        });
    };

    app.get('/releases', {
      config,
      schema: {
        tags, security, summary: 'Every release with its id, newest first, of one platform or of all',
        querystring: z.object({ platform: z.enum(RELEASE_PLATFORMS, 'invalidOption').optional() }),
      },
    }, async (request) => ok(await listAdminReleases(db, request.query.platform ?? null)));

    editable({
      path: '/releases',
      input: releaseInput,
      add: {
        summary: 'Publish a release: a package with its size, SHA-256 and signing certificate, or a store listing with its id. The same release again is answered as stored; other details for a published one are refused (409)',
        run: (release) => publishRelease(db, release),
      },
      correct: {
        summary: 'Correct a release (every field as when published; released_at kept unless given); another release of the same package and version is refused (409)',
        run: (id, release) => updateRelease(db, id, release),
      },
      remove: { summary: 'Remove a release from the download pages and their history', run: (id) => removeRelease(db, id) },
    });

    app.get('/fake-versions', { config, schema: { tags, security, summary: 'Every known fake version with its id, latest report first' } },
      async () => ok(await listAdminFakeVersions(db)));

    editable({
      path: '/fake-versions',
      input: fakeVersionInput,
      add: {
        summary: 'Report a version number passed off as an official release (platform null: for any); an official version is refused (409)',
        run: (fake) => reportFakeVersion(db, fake),
      },
      correct: {
        summary: 'Correct a fake version’s number or platform (an official version is refused, 409; the same as another report merges into it)',
        run: (id, fake) => updateFakeVersion(db, id, fake),
      },
      remove: { summary: 'Take a version number off the fake list', run: (id) => removeFakeVersion(db, id) },
    });
  };
}
