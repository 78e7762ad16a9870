import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONSOLE_PATH, isFooterlessPath, matchRoute, REMOTES, type RegistryRemote, type RemoteRegistry, type SectionName } from '@tp/shared';
import type { SiteConfig } from './config';
import { renderPage, type ShellAssets } from './html';
import { consoleRegistry, publicRegistry, renderConsolePage } from './console-page';
import { decidePage } from './page-routing';
import { REGISTRY_FILE } from '../release/registry-file';
import { watchedJsonFile } from './json-file';
import { createRegistryStore, remoteOrigins } from './registry-store';
import { createFirstScreens, deviceOf } from './prerendered';
import { REMOTES_URL_PREFIX } from './release-files';
import { createRemotePreloads } from './remote-preloads';
import { createNonce, securityHeaders } from './security-headers';
import { renderRobots, renderSitemap } from './sitemap';
import { mountApi } from './mount-api';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map|svg|png|webp|jpg|woff2?)$/;
const NO_CACHE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', REGISTRY_FILE, 'remote-info.json', 'mf-stats.json']);

/** Immutable for hashed files; revalidate for registry, manifests and entries (see DESIGN.md, Independent releases). */
function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  if (HASHED_FILE.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function shellAssetsFile(shellDist: string): string {
  const file = path.join(shellDist, 'entry-assets.json');
  if (!existsSync(file)) throw new Error(`The shell is not built (${file} is missing): run "pnpm build" first.`);
  return file;
}

/** The remotes a page needs first: header and footer, and its own section. */
function firstRemotes(registry: RemoteRegistry, section: SectionName | undefined): RegistryRemote[] {
  const wanted = new Set<string>(['mf_header_footer']);
  for (const [name, remote] of Object.entries(REMOTES)) {
    if (section && (remote.apps as readonly string[]).includes(section)) wanted.add(name);
  }
  return registry.remotes.filter((remote) => wanted.has(remote.name));
}

function originOf(config: SiteConfig, request: FastifyRequest): string {
  return config.siteOrigin ?? `${request.protocol}://${request.host}`;
}

export async function createSiteServer(config: SiteConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: config.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    // The first start migrates and seeds the embedded database, which takes longer than fastify's default 10 s.
    pluginTimeout: 180_000,
  });
  const registryStore = createRegistryStore(config.remotesDir);
  const remotePreloads = createRemotePreloads(config.remotesDir);
  const firstScreens = createFirstScreens(config.remotesDir);
  const readAssets = watchedJsonFile<ShellAssets>(shellAssetsFile(config.shellDist), () => ({ js: [], css: [] }));

  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.headers(securityHeaders({ remoteOrigins: remoteOrigins(await registryStore.read()) }));
    }
  });

  // Pages and api answers are compressed per response; built files are served precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await mountApi(app, config);

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/shell/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
  });
  await app.register(fastifyStatic, {
    root: config.remotesDir,
    prefix: REMOTES_URL_PREFIX,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('access-control-allow-origin', '*');
    },
  });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return registryStore.read();
  });
  const favicon = await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'favicon.svg'));
  for (const iconPath of ['/favicon.svg', '/favicon.ico']) {
    app.get(iconPath, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
    );
  }
  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderRobots(originOf(config, request));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderSitemap(originOf(config, request));
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const decision = decidePage(url.pathname, url.search, request.headers['accept-language'], config.staticHost);
    if (decision.kind === 'redirect') {
      reply.header('vary', 'Accept-Language').header('cache-control', 'no-cache');
      return reply.redirect(decision.location, decision.permanent ? 301 : 302);
    }
    const registry = publicRegistry(await registryStore.read());
    const nonce = createNonce();
    const rest = decision.kind === 'page' ? decision.rest : null;
    const theme = url.searchParams.get('theme');
    const section = rest === null ? undefined : matchRoute(rest)?.section;
    const remotes = firstRemotes(registry, section);
    const html = renderPage({
      lang: decision.lang,
      rest,
      metaKey: decision.kind === 'page' ? decision.metaKey : 'notFound',
      origin: originOf(config, request),
      nonce,
      registry,
      assets: await readAssets(),
      manifests: remotes.map((remote) => remote.entry),
      remoteFiles: await remotePreloads(remotes, decision.lang),
      theme: theme === 'dark' || theme === 'light' ? theme : null,
      firstScreens: rest === null || !section ? {} : await firstScreens(remotes, section, { lang: decision.lang, rest, device: deviceOf(request.headers) }),
      footerless: rest !== null && isFooterlessPath(rest),
      analyticsUrl: config.analyticsUrl,
    });
    reply
      .code(decision.kind === 'page' ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Sec-CH-UA-Mobile, User-Agent')
      .headers(securityHeaders({ nonce, remoteOrigins: remoteOrigins(registry) }));
    return html;
  };

  // The operators' console: its own page, outside the language paths, never indexed (robots.txt disallows it too).
  const serveConsole = async (_request: FastifyRequest, reply: FastifyReply) => {
    const registry = await registryStore.read();
    const nonce = createNonce();
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .headers(securityHeaders({ nonce, remoteOrigins: remoteOrigins(consoleRegistry(registry)) }));
    return renderConsolePage({ nonce, assets: await readAssets(), registry });
  };
  app.get(CONSOLE_PATH, serveConsole);
  app.get(`${CONSOLE_PATH}/*`, serveConsole);

  // Every GET that is not a file, the api or a fixed document is a page (or a redirect, or the 404 page).
  // A route, not the not-found handler, so the page is compressed like every other answer.
  const FILES_OR_API = /^\/(shell|remotes|v1|api)\//;
  app.get('/*', (request, reply) => (FILES_OR_API.test(request.url) ? reply.callNotFound() : servePage(request, reply)));
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(v1|api)\//.test(request.url)) {
      return reply.code(404).send({ result: 404, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
