import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { apiPlugin, type ApiOptions } from './plugin';
import { reserveTestDatabase, type TestDatabasePlace } from './testing/test-database';

const opened: { close: jest.Mock }[] = [];

// Wraps the real openDatabase to see that closing the host closes the database the plugin opened.
jest.mock('./db/open', () => {
  const actual = jest.requireActual('./db/open');
  return {
    openDatabase: async (options: unknown) => {
      const db: Database = await actual.openDatabase(options);
      const wrapped = { ...db, close: jest.fn(() => db.close()) };
      opened.push(wrapped);
      return wrapped;
    },
  };
});

describe('apiPlugin inside the site server', () => {
  let host: FastifyInstance;
  let place: TestDatabasePlace;
  let options: ApiOptions;
  const routes: string[] = [];

  beforeAll(async () => {
    // The plugin opens the database itself here.
    place = await reserveTestDatabase();
    options = { ...place.options, seed: false };
    host = Fastify();
    host.addHook('onRoute', (route) => {
      routes.push(route.url);
    });
    host.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>This page could not be found.</h1>'));
    host.setErrorHandler((_error, _request, reply) => reply.code(500).type('text/html').send('<h1>Site error page</h1>'));
    host.get('/en/news', async (_request, reply) => reply.type('text/html').send('<h1>News</h1>'));
    host.get('/boom', async () => {
      throw new Error('page failed');
    });
    await host.register(apiPlugin, options);
    await host.ready();
  });

  let closed = false;
  afterAll(async () => {
    if (!closed) await host.close();
    await place.close();
  });

  it('registers routes only under /v1/, /api/ and /openapi.json', () => {
    const apiRoutes = routes.filter((url) => !['/en/news', '/boom'].includes(url));
    expect(apiRoutes.length).toBeGreaterThan(20);
    expect(apiRoutes.filter((url) => !/^\/(v1|api)\//.test(url) && url !== '/openapi.json')).toEqual([]);
  });

  it('leaves the site its pages, its 404 page and its error page', async () => {
    expect((await host.inject({ url: '/en/news' })).body).toBe('<h1>News</h1>');
    for (const url of ['/en/unknown', '/apiary', '/v1x/news/list']) {
      const page = await host.inject({ url });
      expect([url, page.statusCode, page.body]).toEqual([url, 404, '<h1>This page could not be found.</h1>']);
    }
    const failed = await host.inject({ url: '/boom' });
    expect([failed.statusCode, failed.body]).toEqual([500, '<h1>Site error page</h1>']);
  });

  it('answers its own unknown paths in its envelope', async () => {
    for (const url of ['/v1/unknown', '/api/unknown']) {
      const answer = await host.inject({ url });
      expect([url, answer.statusCode, answer.json().result]).toEqual([url, 404, 404]);
    }
  });

  it('refuses every bearer token without an admin token: only operators’ sessions reach the admin api', async () => {
    for (const authorization of ['Bearer anything', 'Bearer ', 'Basic x']) {
      const answer = await host.inject({ url: '/api/admin/submissions', headers: { authorization } });
      expect([authorization, answer.statusCode, answer.json().result]).toEqual([authorization, 401, 401]);
    }
    expect((await host.inject({ url: '/api/admin/submissions' })).statusCode).toBe(401);
  });

  it('publishes an OpenAPI document generated from its route schemas', async () => {
    const document = (await host.inject({ url: '/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/v1/block_chain/list', '/v1/application/home_section_list', '/v1/application/section_more', '/v1/application/category_list',
      '/v1/application/category_dapplist', '/v1/banner/superlist', '/v1/application/hot_list', '/v1/application/search',
      '/v1/swap_market/market_optional', '/v1/application/listbyids_new', '/v1/token/ns_token_protocol_list_map', '/v1/news/list',
      '/v1/news/{id}', '/v1/banner/list', '/v1/activity/list', '/v1/category/list', '/v1/application/list', '/v1/ad/list',
      '/api/tokenPocket/subscribe', '/api/submissions/dapp', '/api/submissions/token', '/api/submissions/nft',
      '/api/submissions/{receipt}', '/api/submissions/{receipt}/donation', '/api/releases',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/en/news');
    const count = document.paths['/v1/news/list'].get.parameters.find((p: { name: string }) => p.name === 'count');
    expect(count).toMatchObject({ in: 'query' });
    expect(document.paths['/api/tokenPocket/subscribe'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('starts the host even when the database cannot be opened, answering 503 under its prefixes', async () => {
    const broken = Fastify();
    broken.get('/en', async () => 'home');
    await broken.register(apiPlugin, { databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    await broken.ready();
    expect((await broken.inject({ url: '/en' })).body).toBe('home');
    const answer = await broken.inject({ url: '/v1/news/list' });
    expect([answer.statusCode, answer.json().result]).toEqual([503, 503]);
    await broken.close();
  });

  it('closes the database it opened when the host closes', async () => {
    expect((await host.inject({ url: '/v1/category/list' })).statusCode).toBe(200);
    const [db] = opened;
    expect(db.close).not.toHaveBeenCalled();
    closed = true;
    await host.close();
    expect(db.close).toHaveBeenCalledTimes(1);
  });
});
