import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { link, text } from '../http/fields';
import * as q from '../http/query';
import { CONTENT_LANGUAGES } from '../languages';
import { adminNewsArticle, editNews, listAdminNews, setNewsListed } from '../store/admin-news';

const language = z.enum(CONTENT_LANGUAGES as [ContentLanguage, ...ContentLanguage[]], 'invalidOption');

/** What an editor writes of an article, new (POST /api/admin/news) or rewritten. */
export const newsText = z.object({ title: text(200), summary: text(500), content: text(200_000), cover_url: link.nullable().optional() });

/**
 * Editing news after it is published (editors): every article of a language in any state,
 * one article with its body, a rewrite (a future publish_at schedules it), unpublish and publish.
 * Registered inside the admin routes, behind their authentication, roles, CSRF and audit log.
 */
export function adminNewsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
    const config = { allow: ['editor'] } as const;

    app.get('/news', {
      config,
      schema: {
        tags, security, summary: 'Every article of a language, published, scheduled or unpublished, latest publication time first',
        querystring: z.object({ lang: language, start: q.start, count: q.count(50, 200) }),
      },
    }, async (request) => ok(await listAdminNews(db, request.query.lang, request.query)));

    app.get('/news/:id', { config, schema: { tags, security, summary: 'One article with its HTML body, to edit', params: q.idParam } },
      async (request) => ok(await adminNewsArticle(db, request.params.id)));

    app.put('/news/:id', {
      config,
      bodyLimit: 1024 * 1024,
      schema: {
        tags, security, params: q.idParam,
        summary: 'Rewrite an article (its language and story stay); a publish_at in the future schedules it, readers see it from then',
        body: newsText.extend({ publish_at: z.iso.datetime({ offset: true }).optional() }),
      },
    }, async (request) => ok(await editNews(db, request.params.id, request.body)));

    app.post('/news/:id/unpublish', { config, schema: { tags, security, summary: 'Take an article off the site; it stays for editing', params: q.idParam } },
      async (request) => ok(await setNewsListed(db, request.params.id, false)));

    app.post('/news/:id/publish', { config, schema: { tags, security, summary: 'Put an unpublished article back on the site, from its publication time', params: q.idParam } },
      async (request) => ok(await setNewsListed(db, request.params.id, true)));
  };
}
