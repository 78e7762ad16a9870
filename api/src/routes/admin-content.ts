import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROMOTION_KINDS } from '@tp/shared/contracts/console';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { link, text } from '../http/fields';
import * as q from '../http/query';
import { createPromotion, editCategory, listCategoryOrder, listPromotions, orderCategories, setPromotionWindow } from '../store/admin-content';

const language = z.enum(CONTENT_LANGUAGES as [ContentLanguage, ...ContentLanguage[]], 'invalidOption');
const time = z.iso.datetime({ offset: true, error: 'invalidValue' });

/**
 * The time windows of banners, activities and ads, new activities and ads, and the order of
 * the categories (editors). Registered inside the admin routes, behind their authentication,
 * roles, CSRF and audit log.
 */
export function adminContentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
    const config = { allow: ['editor'] } as const;
    const kindParam = z.object({ kind: z.enum(PROMOTION_KINDS, 'invalidOption') });

    app.get('/promotions/:kind', {
      config,
      schema: { tags, security, summary: 'Every banner, activity or ad of a language with its time window and whether it shows now', params: kindParam, querystring: z.object({ lang: language }) },
    }, async (request) => ok(await listPromotions(db, request.params.kind, request.query.lang)));

    app.put('/promotions/:kind/:id/window', {
      config,
      schema: {
        tags, security, summary: 'When a banner, activity or ad shows: from start_time until end_time (null: no end)',
        params: kindParam.extend(q.idParam.shape), body: z.object({ start_time: time, end_time: time.nullable() }),
      },
    }, async (request) => ok(await setPromotionWindow(db, request.params.kind, request.params.id, request.body)));

    app.post('/promotions/:kind', {
      config,
      schema: {
        tags, security, summary: 'A new activity or ad with its time window (banners: POST /api/admin/banners)',
        params: z.object({ kind: z.enum(['activities', 'ads'], 'invalidOption') }),
        body: z.object({
          lang: language, title: text(200), summary: text(500).optional(), image_url: link, url: link, sort: z.int().min(-100_000).max(100_000).optional(),
          start_time: time.optional(), end_time: time.nullable().optional(),
        }),
      },
    }, async (request) => ok(await createPromotion(db, request.params.kind, request.body)));

    app.get('/categories', {
      config,
      schema: { tags, security, summary: 'Every category in the store’s order (m_index): its English name, its names in every content language and its icon' },
    }, async () => ok(await listCategoryOrder(db)));

    app.put('/categories/:hid', {
      config,
      schema: {
        tags, security,
        summary: 'Rename a category per content language (null: that language shows the English name; English stays) and change its icon (icon_url: a link or a path of the site, null: none; left out: kept)',
        params: z.object({ hid: q.idParam.shape.id }),
        body: z.object({ names: z.partialRecord(language, text(60).nullable()), icon_url: link.nullable().optional() }),
      },
    }, async (request) => ok(await editCategory(db, request.params.hid, request.body)));

    app.put('/categories/order', {
      config,
      schema: { tags, security, summary: 'Put every category in this order (m_index 10, 20, 30…); each category exactly once', body: z.object({ hids: z.array(z.int().positive()).min(1).max(1000) }) },
    }, async (request) => ok(await orderCategories(db, request.body.hids)));
  };
}
