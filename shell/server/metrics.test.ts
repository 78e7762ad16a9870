/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@tp/shared';
import { registerMetrics, type MetricsSources } from './metrics';
import type { FallbackCount } from './server-render';
import type { FederationRuntimeMismatch } from './federation-runtime-check';

describe('/metrics', () => {
  let app: FastifyInstance;
  let fallbacks: FallbackCount[];
  let cache: { hits: number; misses: number } | null;
  let pages: { hits: number; misses: number };
  let version: string;
  let mismatches: FederationRuntimeMismatch[] = [];

  beforeAll(async () => {
    app = Fastify();
    const sources: MetricsSources = {
      registry: {
        read: async () => ({ contract: CONTRACT_VERSION, remotes: [{ name: 'mf_news', version, entry: `/remotes/mf-news/${version}/mf-manifest.json`, contract: CONTRACT_VERSION }] }),
        loaded: () => true,
        whenLoaded: async () => {},
        close: async () => {},
      },
      catalogueCache: () => cache,
      pageCache: () => pages,
      renderFallbacks: () => fallbacks,
      federationRuntimeMismatches: async () => mismatches,
      token: null,
    };
    registerMetrics(app, sources);
    app.get('/ping', async () => 'pong');
    await app.ready();
  });
  afterAll(() => app.close());

  const scrape = async () => (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;

  it('counts server-render fallbacks per remote, version, application and reason', async () => {
    fallbacks = [
      { remote: 'mf_news', version: '1.2.0', app: 'news', reason: 'threw', count: 3 },
      { remote: 'mf_home', version: '2.0.0', app: 'home', reason: 'slow', count: 1 },
    ];
    cache = null;
    pages = { hits: 0, misses: 0 };
    version = '1.2.0';
    const text = await scrape();
    expect(text).toContain('# TYPE server_render_fallbacks_total counter');
    expect(text).toContain('server_render_fallbacks_total{remote="mf_news",version="1.2.0",app="news",reason="threw"} 3');
    expect(text).toContain('server_render_fallbacks_total{remote="mf_home",version="2.0.0",app="home",reason="slow"} 1');
    fallbacks = [{ ...fallbacks[0], count: 5 }];
    expect(await scrape()).toContain('server_render_fallbacks_total{remote="mf_news",version="1.2.0",app="news",reason="threw"} 5');
  });

  it("lists the live sections built with another federation runtime than the shell's, until they are released again", async () => {
    mismatches = [{ remote: 'mf_home', version: '1.4.0', federationRuntime: '2.8.0' }];
    expect(await scrape()).toContain('federation_runtime_mismatch{remote="mf_home",version="1.4.0",federation_runtime="2.8.0"} 1');
    mismatches = [];
    expect(await scrape()).not.toMatch(/federation_runtime_mismatch\{/);
  });

  it('counts catalogue-cache hits and misses once the api is there', async () => {
    expect(await scrape()).not.toMatch(/catalogue_cache_lookups_total\{/);
    cache = { hits: 7, misses: 2 };
    const text = await scrape();
    expect(text).toContain('# TYPE catalogue_cache_lookups_total counter');
    expect(text).toContain('catalogue_cache_lookups_total{outcome="hit"} 7');
    expect(text).toContain('catalogue_cache_lookups_total{outcome="miss"} 2');
  });

  it('counts pages answered from memory and written', async () => {
    pages = { hits: 40, misses: 3 };
    const text = await scrape();
    expect(text).toContain('page_cache_lookups_total{outcome="hit"} 40');
    expect(text).toContain('page_cache_lookups_total{outcome="miss"} 3');
  });

  it('names the live version of each remote, and only the live one', async () => {
    version = '1.2.0';
    expect(await scrape()).toContain('release_live_info{remote="mf_news",version="1.2.0"} 1');
    version = '1.3.0';
    const text = await scrape();
    expect(text).toContain('release_live_info{remote="mf_news",version="1.3.0"} 1');
    expect(text).not.toMatch(/release_live_info\{remote="mf_news",version="1\.2\.0"\}/);
  });

  it('counts requests per route, and answers 404 to another machine without the token', async () => {
    await app.inject('/ping');
    expect(await scrape()).toMatch(/http_requests_total\{method="GET",route="\/ping",status="200"\} 1/);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});
