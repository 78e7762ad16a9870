import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveRegistry } from './registry-store';
import type { FallbackCount } from './server-render';
import type { FederationRuntimeMismatch } from './federation-runtime-check';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with a token, whoever sends it as a bearer token;
 * without one, only this machine (the socket's own address, never a
 * forwarded one: a proxy in front would make every visitor look local).
 */
export function mayReadMetrics(request: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | null): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The route a request matched, so every page counts as one series and not one per URL. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'not found';
  return route === '/*' ? 'page' : route;
}

export interface MetricsSources {
  readonly registry: LiveRegistry;
  /** The api's catalogue cache counts, once the api was mounted. */
  readonly catalogueCache: () => { readonly hits: number; readonly misses: number } | null;
  /** Whole pages answered from memory (hits) and written (misses). */
  readonly pageCache: () => { readonly hits: number; readonly misses: number };
  /** Applications sent with their first screen instead of a server render, so far. */
  readonly renderFallbacks: () => readonly FallbackCount[];
  /** The live sections built with another federation runtime than the served shell's. */
  readonly federationRuntimeMismatches: () => Promise<readonly FederationRuntimeMismatch[]>;
  readonly token: string | null;
}

/**
 * Prometheus metrics at `/metrics`: requests and their latency per route,
 * the live version of each remote, sections built with another federation runtime than the shell's, server-render fallbacks per remote,
 * catalogue-cache and page-cache hits and misses, and the process's own (memory, event loop, GC).
 * Counts kept elsewhere (the renderer, the api's cache) are read when scraped.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsSources): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status.', labelNames: ['method', 'route', 'status'], registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  new Gauge({
    name: 'release_live_info',
    help: 'The version of each remote this server serves (value 1).',
    labelNames: ['remote', 'version'],
    registers: [register],
    async collect() {
      this.reset();
      for (const remote of (await options.registry.read()).remotes) this.set({ remote: remote.name, version: remote.version }, 1);
    },
  });
  new Gauge({
    name: 'federation_runtime_mismatch',
    help: "Live sections whose entry takes another federation runtime version than the served shell's (value 1); release them again.",
    labelNames: ['remote', 'version', 'federation_runtime'],
    registers: [register],
    async collect() {
      this.reset();
      for (const { remote, version, federationRuntime } of await options.federationRuntimeMismatches()) {
        this.set({ remote, version, federation_runtime: federationRuntime }, 1);
      }
    },
  });

  new Counter({
    name: 'server_render_fallbacks_total',
    help: 'Applications sent with their first screen instead of a server render, by release and reason (missing, threw, slow, warming).',
    labelNames: ['remote', 'version', 'app', 'reason'],
    registers: [register],
    collect() {
      this.reset();
      for (const { count, ...labels } of options.renderFallbacks()) this.inc(labels, count);
    },
  });
  new Counter({
    name: 'catalogue_cache_lookups_total',
    help: 'DApp lists and searches since the start, answered from memory (hit) or computed (miss).',
    labelNames: ['outcome'],
    registers: [register],
    collect() {
      const counts = options.catalogueCache();
      this.reset();
      if (!counts) return;
      this.inc({ outcome: 'hit' }, counts.hits);
      this.inc({ outcome: 'miss' }, counts.misses);
    },
  });

  new Counter({
    name: 'page_cache_lookups_total',
    help: 'Pages since the start, answered from memory (hit) or written (miss).',
    labelNames: ['outcome'],
    registers: [register],
    collect() {
      const counts = options.pageCache();
      this.reset();
      this.inc({ outcome: 'hit' }, counts.hits);
      this.inc({ outcome: 'miss' }, counts.misses);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayReadMetrics(request, options.token)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(register.contentType).send(await register.metrics());
  });
  return register;
}
