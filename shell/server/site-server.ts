import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONSOLE_PATH, isFooterlessPath, matchRoute, pageDataKey, REMOTES, SITE_SETTINGS_PAGE_DATA_KEY, type Blockchain, type RegistryRemote, type RemoteRegistry, type SectionName } from '@tp/shared';
import { figureTexts } from '@tp/shared/content/figures';
import type { SiteConfig } from './config';
import { SHARE_CARD } from './head';
import { SITE_ICONS } from './site-icons';
import { notFoundScreens, PAGE_START, renderPage, type ShellAssets } from './html';
import { createShellIntegrity } from './integrity';
import { inProcessApi } from './in-process-api';
import { loadPage, type LoadedPage } from './page-subject';
import { createPageSlots } from './page-slots';
import { createServerRenderer, warmWhenLoaded } from './server-render';
import { JSDOM } from 'jsdom';
import { provideServerWindow } from '@tp/shared/content/server-dom';
import { publicRegistry, renderConsolePage } from './console-page';
import { decidePage } from './page-routing';
import { parseEntryAssets } from '@tp/shared/stored/entry-assets';
import { watchedJsonFile } from './json-file';
import { remoteOrigins, type LiveRegistry } from './registry-store';
import { databaseRegistry } from './database-registry';
import { embeddedRegistry } from './embedded-registry';
import { registerReleaseControl } from './release-control';
import { holdDataDirForServer } from '../release/data-dir-owner';
import { locateDataDir } from '@tp/api/data-dir';
import { createFirstScreens, deviceOf } from './prerendered';
import { cacheControlFor } from '../release/cache-control';
import { openReleaseStorage } from '../release/open-release-storage';
import { registerReleasedFiles } from './released-files-route';
import { createRemotePreloads } from './remote-preloads';
import { registerSecurityHeaders } from './security-headers';
import { createSitemaps, renderRobots, renderSitemapFile, renderSitemapIndex } from './sitemap';
import { mountApi, type CatalogueCacheView } from './mount-api';
import { createPageCache } from './page-cache';
import { registerHealth } from './health';
import { createFederationRuntimeCheck } from './federation-runtime-check';
import { createReleasedFileReader } from './release-files';
import { SHELL_INFO_FILE, type BuildInfo } from '@tp/shared/build/build-info-plugin';
import { parseBuildInfo } from '@tp/shared/stored/build-info';
import { registerMetrics } from './metrics';
import type { Database, Queryable } from '@tp/api/db/database';

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

/** Pages kept for identical requests: the popular pages of every language and device, a few times over. */
const PAGE_CACHE_BYTES = 32_000_000;
/**
 * A kept page is written again after this long, whatever the catalogue's version: an article or a banner
 * scheduled for a time, and text that follows the clock, show within it.
 */
const PAGE_CACHE_TTL_MS = 5_000;

function originOf(config: SiteConfig, request: FastifyRequest): string {
  return config.siteOrigin ?? `${request.protocol}://${request.host}`;
}

export interface SiteServerControls {
  /** Marks the server as going away: /readyz answers 503 from then on. */
  readonly closing: () => void;
}

export async function createSiteServer(config: SiteConfig, controls: { onControls?: (controls: SiteServerControls) => void } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: config.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    // The first start migrates and seeds the embedded database, which takes longer than fastify's default 10 s.
    pluginTimeout: 180_000,
  });
  // Scripts may come from the CDN that /remotes/ redirects to.
  const cdnOrigins = config.releasesPublicUrl ? [new URL(config.releasesPublicUrl).origin] : [];
  const allowedRemoteOrigins = (registry: RemoteRegistry) => [...remoteOrigins(registry), ...cdnOrigins];
  const files = await openReleaseStorage({ s3: config.releasesS3, remotesDir: config.remotesDir });
  let apiDatabase: Queryable | null = null;
  let apiDatabaseOpened: (db: Database) => void = () => {};
  const apiDatabaseReady = new Promise<Database>((resolve) => (apiDatabaseOpened = resolve));
  let registryStore: LiveRegistry;
  if (config.api.databaseUrl) {
    registryStore = databaseRegistry(config.api.databaseUrl, config.remotesDir, files, app.log);
  } else {
    const embedded = embeddedRegistry(apiDatabaseReady, config.remotesDir, files, app.log);
    registryStore = embedded;
    const dataDir = config.api.dataDir ?? locateDataDir();
    if (!dataDir.includes('://')) {
      // PGlite's folder is this process's while it runs: release commands change the registry through it.
      const token = randomBytes(32).toString('hex');
      const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
      const releaseDataDir = await holdDataDirForServer(dataDir, { url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`, token });
      // Added before the api mounts, so it runs after the api's own close hooks (they run last-added first) closed the database.
      app.addHook('onClose', releaseDataDir);
      registerReleaseControl(app, { store: embedded.store, token });
    }
  }
  app.addHook('onClose', () => registryStore.close());
  let shuttingDown = false;
  controls.onControls?.({ closing: () => (shuttingDown = true) });
  let catalogueCache: CatalogueCacheView | null = null;
  const pageCache = createPageCache({ maxSize: PAGE_CACHE_BYTES, ttlMs: PAGE_CACHE_TTL_MS });
  const remotePreloads = createRemotePreloads(files, (message) => app.log.warn(message));
  // One DOM for every article this process sanitises, its own and its server builds': the sanitiser only parses into it.
  const { window } = new JSDOM('');
  provideServerWindow(window as unknown as Window);
  const serverRenderer = createServerRenderer({ files, log: app.log, window: () => window });
  const pageSlots = createPageSlots(createFirstScreens(files), serverRenderer);
  const serverBuilds = warmWhenLoaded(registryStore, serverRenderer);
  const readAssets = watchedJsonFile<ShellAssets>(
    shellAssetsFile(config.shellDist),
    (text) => parseEntryAssets('entry-assets.json', text),
    () => ({ js: [], css: [] }),
    (message) => app.log.warn(message),
  );
  const shellIntegrity = createShellIntegrity(config.shellDist);
  const federationRuntime = createFederationRuntimeCheck({
    shellInfo: watchedJsonFile<BuildInfo | null>(
      path.join(config.shellDist, SHELL_INFO_FILE),
      (text) => parseBuildInfo(SHELL_INFO_FILE, text),
      () => null,
      (message) => app.log.warn(message),
    ),
    readReleased: createReleasedFileReader(files),
    warn: (message) => app.log.warn(message),
  });
  // Said at start, as soon as the live sections are known, not only when /health is first asked.
  void serverBuilds.warmed.then(async () => federationRuntime(await registryStore.read())).catch(() => {});

  await registerSecurityHeaders(app, { remoteOrigins: async () => allowedRemoteOrigins(await registryStore.read()), analyticsUrl: config.analyticsUrl });

  // Pages and api answers are compressed per response; built files are served precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  registerMetrics(app, {
    registry: registryStore,
    catalogueCache: () => catalogueCache?.counts ?? null,
    pageCache: pageCache.counts,
    renderFallbacks: () => serverRenderer.fallbacks(),
    federationRuntimeMismatches: async () => (await federationRuntime(await registryStore.read())).mismatches,
    token: config.metricsToken,
  });
  await mountApi(app, config, { onDatabase: (db) => {
      apiDatabase = db;
      apiDatabaseOpened(db);
    }, onCatalogueCache: (cache) => (catalogueCache = cache) });
  registerHealth(app, { registry: registryStore, database: () => apiDatabase, shuttingDown: () => shuttingDown, serverBuildsWarm: serverBuilds.isWarm });

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/shell/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
  });
  await registerReleasedFiles(app, { files, remotesDir: config.releasesS3 ? null : config.remotesDir, publicUrl: config.releasesPublicUrl });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return registryStore.read();
  });
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const favicon = await readFile(path.join(serverDir, 'favicon.svg'));
  const shareCard = await readFile(path.join(serverDir, 'share-card.png'));
  app.get(SHARE_CARD.path, async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(shareCard),
  );
  app.get('/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));
  for (const icon of SITE_ICONS) {
    const image = await readFile(path.join(serverDir, icon.file));
    for (const iconPath of icon.paths) {
      app.get(iconPath, async (_request, reply) => reply.type('image/png').header('cache-control', 'public, max-age=86400').send(image));
    }
  }
  app.get(PAGE_START.path, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(PAGE_START.body),
  );
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      status: 'ok',
      serverBuildsWarming: serverRenderer.warming(),
      serverRenderFallbacks: serverRenderer.fallbackCounts(),
      federationRuntime: await federationRuntime(await registryStore.read()),
    };
  });
  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderRobots(originOf(config, request));
  });
  // Pages change with a release: their lastmod is the registry's last change.
  const sitemaps = createSitemaps(
    () => inProcessApi(app, 'en'),
    async () =>
      (await apiDatabase
        ?.query<{ day: string | null }>(`select to_char(max(changed_at), 'YYYY-MM-DD') as day from release_live`)
        .then((rows) => rows[0]?.day ?? undefined, () => undefined)) ?? undefined,
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(config, request);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderSitemapIndex(origin, await sitemaps(origin));
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = /^([a-z]+-\d+)\.xml$/.exec(request.params.file)?.[1];
    const file = name ? (await sitemaps(originOf(config, request))).find((candidate) => candidate.name === name) : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderSitemapFile(file);
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const decision = decidePage(url.pathname, url.search, request.headers['accept-language'], config.site.settings.staticHost);
    if (decision.kind === 'redirect') {
      reply.header('vary', 'Accept-Language').header('cache-control', 'no-cache');
      return reply.redirect(decision.location, decision.permanent ? 301 : 302);
    }
    const liveRegistry = await registryStore.read();
    const registry = publicRegistry(liveRegistry);
    const { lang } = decision;
    const rest = decision.kind === 'page' ? decision.rest : null;
    const metaKey = decision.kind === 'page' ? decision.metaKey : 'notFound';
    const theme = url.searchParams.get('theme');
    const route = rest === null ? undefined : matchRoute(rest);
    const section = route?.section;
    const device = deviceOf(request.headers);
    const origin = originOf(config, request);
    const assets = await readAssets();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language, Sec-CH-UA-Mobile, User-Agent');
    // The download pages are not kept: they read the visitor's user agent and the app's releases, which the catalogue's version does not follow.
    const version = rest !== null && section !== 'download' ? await catalogueCache?.versionNow().catch(() => undefined) : undefined;
    const keptAs =
      version === undefined
        ? null
        : [version, pageCache.identity(liveRegistry), pageCache.identity(assets), origin, device, url.pathname + url.search].join('\n');
    const kept = keptAs === null ? undefined : pageCache.get(keptAs, reply.cspNonce.script);
    if (kept !== undefined) return kept;
    const nonce = keptAs === null ? reply.cspNonce.script : pageCache.placeholderNonce;
    const api = inProcessApi(app, lang);
    const [loaded, networks]: [LoadedPage, readonly Blockchain[] | undefined] = await Promise.all([
      rest === null ? { subject: { kind: 'not-found' }, pageData: {} } : loadPage(api, { lang, metaKey, rest, query: url.searchParams, section, userAgent: request.headers['user-agent'] ?? '' }),
      // A list the api could not give is left to the browser, as on every other page.
      route?.showsNetworks ? api.blockchainList().catch(() => undefined) : undefined,
    ]);
    const { subject } = loaded;
    // The settings travel with the page's data: the server builds render with them and the shell hands them to every application.
    const pageData = {
      ...loaded.pageData,
      ...(networks && { [pageDataKey.blockchains()]: networks }),
      ...(route?.showsFigures && { [pageDataKey.figures(lang)]: figureTexts(lang) }),
      [SITE_SETTINGS_PAGE_DATA_KEY]: config.site.settings,
    };
    const found = subject.kind !== 'not-found';
    const remotes = firstRemotes(registry, section);
    const screens = rest === null || !section ? {} : await pageSlots(remotes, section, { lang, rest, device, search: url.search, pageData });
    const html = renderPage({
      lang,
      rest,
      addressQuery: found && metaKey === 'dappstoreDetail' ? `?id=${url.searchParams.get('id')}` : '',
      metaKey,
      subject,
      origin,
      nonce,
      registry,
      assets,
      integrity: await shellIntegrity(assets.js),
      remoteFiles: await remotePreloads(remotes, lang),
      theme: theme === 'dark' || theme === 'light' ? theme : null,
      pageData,
      // An address nobody owns, or an id the api does not know: the not-found page, in the slot of the application that will own it.
      firstScreens: found ? screens : notFoundScreens(screens, section ?? 'not-found', lang),
      footerless: rest !== null && isFooterlessPath(rest),
      analyticsUrl: config.analyticsUrl,
    });
    reply.code(found ? 200 : 404);
    if (keptAs === null) return html;
    // Kept only as the server rendered it whole: a page sent with a first screen (a release warming, a slow render) is written again.
    const wholeSlots = isFooterlessPath(rest ?? '') ? 2 : 3;
    const whole = found && screens.serverRendered?.slots.length === wholeSlots;
    return whole ? pageCache.set(keptAs, html, reply.cspNonce.script) : html.replaceAll(nonce, reply.cspNonce.script);
  };

  // The operators' console: its own page, outside the language paths, never indexed (robots.txt disallows it too).
  const serveConsole = async (_request: FastifyRequest, reply: FastifyReply) => {
    const registry = await registryStore.read();
    const assets = await readAssets();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return renderConsolePage({ nonce: reply.cspNonce.script, assets, registry, integrity: await shellIntegrity(assets.js), site: config.site.settings });
  };
  app.get(CONSOLE_PATH, serveConsole);
  app.get(`${CONSOLE_PATH}/*`, serveConsole);

  // Every GET that is not a file, the api or a fixed document is a page (or a redirect, or the 404 page).
  // A route, not the not-found handler, so the page is compressed like every other answer.
  const FILES_OR_API = /^\/(shell|remotes|v1|api|sitemaps)\//;
  app.get('/*', (request, reply) => (FILES_OR_API.test(request.url) ? reply.callNotFound() : servePage(request, reply)));
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(v1|api)\//.test(request.url)) {
      return reply.code(404).send({ result: 404, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
