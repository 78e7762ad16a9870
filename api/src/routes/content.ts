import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, PAGE_SIZES } from '@tp/shared/api/paths';
import type { Database } from '../db/database';
import { audienceOf } from '../http/audience';
import { ApiError, ok, okJson } from '../http/envelope';
import { contentLanguageOf } from '../http/language';
import * as q from '../http/query';
import { newsArticle } from '../store/content';
import type { ContentLists } from '../store/content-lists';
import type { DappLists } from '../store/dapp-lists';

const v1 = (path: string) => path.replace(/^\/v1/, '');

/** The content API of docs/product.md §7.3, mounted under /v1: GET with query params, `{result: 0, data}`. */
export function contentRoutes(db: Database, dapps: DappLists, content: ContentLists): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];

    app.get(v1(API_PATHS.newsList), {
      schema: {
        tags,
        summary: 'Published news, newest first; data is null past the last page',
        querystring: z.object({ start: q.start, count: q.count(PAGE_SIZES.news, 100), status: q.status, lang: q.lang }),
      },
    }, async (request) => {
      const news = await content.news(contentLanguageOf(request), request.query);
      return ok(news.length > 0 ? news : null);
    });

    app.get(v1(API_PATHS.newsDetail), {
      schema: { tags, summary: 'One article (HTML content); the same story in lang when it exists', params: q.idParam, querystring: z.object({ lang: q.lang }) },
    }, async (request) => {
      const lang = request.query.lang || request.headers.lang ? contentLanguageOf(request) : null;
      const article = await newsArticle(db, request.params.id, lang);
      if (!article) throw ApiError.notFound('id');
      return ok(article);
    });

    app.get(v1(API_PATHS.bannerList), {
      schema: { tags, summary: 'Content banners', querystring: z.object({ start: q.start, count: q.count(PAGE_SIZES.banner, 50), status: q.status, lang: q.lang }) },
    }, async (request) => ok(await content.banners('content', contentLanguageOf(request), request.query)));

    app.get(v1(API_PATHS.activityList), {
      schema: { tags, summary: 'Activities that have not ended', querystring: z.object({ start: q.start, count: q.count(PAGE_SIZES.activity, 50), lang: q.lang }) },
    }, async (request) => ok(await content.activities(contentLanguageOf(request), request.query)));

    app.get(v1(API_PATHS.adList), {
      schema: { tags, summary: 'Ads', querystring: z.object({ start: q.start, count: q.count(PAGE_SIZES.ad, 50), lang: q.lang }) },
    }, async (request) => ok(await content.ads(contentLanguageOf(request), request.query)));

    app.get(v1(API_PATHS.contentCategoryList), {
      schema: { tags, summary: 'Categories by m_index', querystring: z.object({ lang: q.lang }) },
    }, async (request) => ok(await dapps.categories(contentLanguageOf(request))));

    app.get(v1(API_PATHS.applicationList), {
      schema: {
        tags,
        summary: 'DApps by category and/or search key',
        querystring: z.object({
          start: q.start,
          count: q.count(PAGE_SIZES.dapps, PAGE_SIZES.dapps),
          key: q.searchKey.optional(),
          status: q.status,
          category_id: q.intParam(1, 2_147_483_647),
          version: q.version,
          lang: q.lang,
          os: q.os,
        }),
      },
    }, async (request, reply) => {
      const { start, count, key, category_id: categoryId, version } = request.query;
      const audience = audienceOf(request, version);
      if (!key) return okJson(reply, await dapps.list(audience, { categoryId }, { start, count }));
      return okJson(reply, (await dapps.search(audience, { categoryId, key }, { start, count })).list);
    });
  };
}
