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

/**
 * The download pages' releases and known fake versions (editors): listed with their ids, published,
 * corrected and removed. Registered inside the admin routes, behind their authentication, roles, CSRF and audit log.
 */
export function adminReleaseRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
    const config = { allow: ['editor'] } as const;

    app.get('/releases', {
      config,
      schema: {
        tags, security, summary: 'Every release with its id, newest first, of one platform or of all',
        querystring: z.object({ platform: z.enum(RELEASE_PLATFORMS, 'invalidOption').optional() }),
      },
    }, async (request) => ok(await listAdminReleases(db, request.query.platform ?? null)));

    app.post('/releases', {
      config,
      schema: {
        tags, security,
        summary: 'Publish a release: a package with its size, SHA-256 and signing certificate, or a store listing with its id. The same release again is answered as stored; other details for a published one are refused (409)',
        body: releaseInput,
      },
    }, async (request) => ok(await publishRelease(db, request.body)));

    app.put('/releases/:id', {
      config,
      schema: {
        tags, security, params: q.idParam, body: releaseInput,
        summary: 'Correct a release (every field as when published; released_at kept unless given); another release of the same package and version is refused (409)',
      },
    }, async (request) => ok(await updateRelease(db, request.params.id, request.body)));

    app.delete('/releases/:id', { config, schema: { tags, security, params: q.idParam, summary: 'Remove a release from the download pages and their history' } },
      async (request) => {
        await removeRelease(db, request.params.id);
        return ok(null);
      });

    app.get('/fake-versions', { config, schema: { tags, security, summary: 'Every known fake version with its id, latest report first' } },
      async () => ok(await listAdminFakeVersions(db)));

    app.post('/fake-versions', {
      config,
      schema: {
        tags, security, summary: 'Report a version number passed off as an official release (platform null: for any); an official version is refused (409)',
        body: fakeVersionInput,
      },
    }, async (request) => ok(await reportFakeVersion(db, request.body)));

    app.put('/fake-versions/:id', {
      config,
      schema: {
        tags, security, params: q.idParam, body: fakeVersionInput,
        summary: 'Correct a fake version’s number or platform (an official version is refused, 409; the same as another report merges into it)',
      },
    }, async (request) => ok(await updateFakeVersion(db, request.params.id, request.body)));

    app.delete('/fake-versions/:id', { config, schema: { tags, security, params: q.idParam, summary: 'Take a version number off the fake list' } },
      async (request) => {
        await removeFakeVersion(db, request.params.id);
        return ok(null);
      });
  };
}
