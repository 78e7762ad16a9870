import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HotList, SearchResult } from '@tp/shared/api/types';
import { API_PATHS, TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Database } from '../db/database';
import type { JsonText } from '../db/sql';
import { audienceOf } from '../http/audience';
import { ok, okJson } from '../http/envelope';
import { contentLanguageOf } from '../http/language';
import * as q from '../http/query';
import { marketTokens, tokenProtocolMap } from '../store/catalog';
import type { ContentLists } from '../store/content-lists';
import type { DappLists } from '../store/dapp-lists';
import type { SearchPage } from '../store/dapp-search';
import { dappsByIds, homeSections, hotKeywords } from '../store/dapps';

const v1 = (path: string) => path.replace(/^\/v1/, '');

const searchResult = (key: string, found: SearchPage): JsonText<SearchResult> =>
  `{"key":${JSON.stringify(key)},"total":${found.total},"list":${found.list},"suggestion":${JSON.stringify(found.suggestion)}}`;

/** The production API of docs/product.md §7.2, mounted under /v1. Every answer is `{result: 0, data}`. */
export function productionRoutes(db: Database, dapps: DappLists, content: ContentLists): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['production'];

    app.get(v1(API_PATHS.blockchainList), {
      schema: { tags, summary: 'Every chain; deprecated ones are flagged', querystring: z.object({ lang: q.lang, version: q.version, os: q.os }) },
    }, async () => ok(await dapps.blockchains()));

    app.get(v1(API_PATHS.tokenProtocolMap), {
      schema: { tags, summary: 'Token protocols grouped by protocol name' },
    }, async () => ok(await tokenProtocolMap(db)));

    app.get(v1(API_PATHS.categoryList), {
      schema: { tags, summary: 'Categories in the lang header language, by m_index', querystring: z.object({ lang: q.lang, os: q.os }) },
    }, async (request) => ok(await dapps.categories(contentLanguageOf(request))));

    app.get(v1(API_PATHS.homeSectionList), {
      schema: { tags, summary: 'The store home: trending, then each category with its top DApps', querystring: z.object({ count: q.count(8, 20), lang: q.lang, os: q.os }) },
    }, async (request) => ok(await homeSections(db, audienceOf(request), request.query.count)));

    const dappPage = { start: q.start, count: q.count(40, 500), lang: q.lang, os: q.os, version: q.version };

    app.get(v1(API_PATHS.sectionMore), {
      schema: { tags, summary: 'More DApps of one home section', querystring: z.object({ ...dappPage, section_id: q.intParam(1, 2_147_483_647) }) },
    }, async (request, reply) => {
      const { section_id: categoryId = TRENDING_CATEGORY_ID, start, count, version } = request.query;
      return okJson(reply, await dapps.list(audienceOf(request, version), { categoryId }, { start, count }));
    });

    app.get(v1(API_PATHS.categoryDappList), {
      schema: {
        tags,
        summary: 'DApps of a category (99998: trending), optionally on one network',
        querystring: z.object({ ...dappPage, category_id: q.intParam(1, 2_147_483_647), ns: q.network }),
      },
    }, async (request, reply) => {
      const { category_id: categoryId, ns: network, start, count, version } = request.query;
      return okJson(reply, await dapps.list(audienceOf(request, version), { categoryId, network }, { start, count }));
    });

    app.get(v1(API_PATHS.superBanners), {
      schema: { tags, summary: 'DApp store banners', querystring: z.object({ start: q.start, count: q.count(10, 50), lang: q.lang, os: q.os }) },
    }, async (request) => ok(await content.banners('store', contentLanguageOf(request), request.query)));

    app.get(v1(API_PATHS.hotList), {
      schema: { tags, summary: 'Most popular DApps and hot search words', querystring: z.object({ count: q.count(10, 50), lang: q.lang, os: q.os }) },
    }, async (request, reply) => {
      const hot = await dapps.list(audienceOf(request), {}, { start: 0, count: request.query.count });
      const body: JsonText<HotList> = `{"dapps":${hot},"keywords":${JSON.stringify(await hotKeywords(db))}}`;
      return okJson(reply, body);
    });

    app.get(v1(API_PATHS.search), {
      schema: {
        tags,
        summary: 'DApps by name (forgiving case, spacing and typos), description, keywords or category, in any language; best match first',
        querystring: z.object({ key: q.searchKey, ns: q.network, start: q.start, count: q.count(20, 100), lang: q.lang, os: q.os }),
      },
    }, async (request, reply) => {
      const { key, ns: network, start, count } = request.query;
      if (!key) return ok({ key, total: 0, list: [], suggestion: null });
      return okJson(reply, searchResult(key, await dapps.search(audienceOf(request), { key, network }, { start, count })));
    });

    app.get(v1(API_PATHS.dappsByIds), {
      schema: { tags, summary: 'DApps by id, in the order asked', querystring: z.object({ ids: q.idList, lang: q.lang, os: q.os }) },
    }, async (request, reply) => okJson(reply, await dappsByIds(db, audienceOf(request), request.query.ids)));

    app.post(v1(API_PATHS.marketOptional), {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Market data of a watch-list; the default list when no tokens are given',
        body: z
          .object({
            tokens: z
              .array(z.object({ ns: z.string('invalidValue').trim().toLowerCase().max(32, 'tooLong'), address: z.string('invalidValue').trim().max(128, 'tooLong') }), 'invalidValue')
              .max(100, 'tooManyItems')
              .default([]),
          })
          .default({ tokens: [] }),
      },
    }, async (request) => ok(await marketTokens(db, request.body.tokens)));
  };
}
