import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { deferredDatabase } from './db/deferred';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { openPostgres } from './db/postgres';
import { answerErrorsInEnvelope } from './http/errors';
import { registerRateLimits, resolveRateLimits, type RateLimits } from './http/rate-limits';
import { locateDataDir } from './data-dir';
import { SESSION_COOKIE } from './console/admin-auth';
import { resolveSessionLimits, type SessionLimits } from './console/sessions';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './console/sign-in-guard';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { productionRoutes } from './routes/production';
import { siteRoutes } from './routes/site';
import { submissionRoutes } from './routes/submissions';
import { seedIfEmpty } from './seed/run';
import type { SiteSettings } from '@tp/shared/contracts/site-settings';
import { checksConfigFromEnv, type ChecksConfig } from './checks/config';
import { shippedPhishingList, type PhishingList } from './checks/phishing';
import { SubmissionChecker } from './checks/run';
import { CHECK_JOB } from './checks/store';
import { JobWorker, type WorkerOptions } from './jobs/queue';
import { CatalogueCache, resolveCatalogueCacheMb } from './store/catalogue-cache';
import { contentLists } from './store/content-lists';
import { dappLists } from './store/dapp-lists';

export interface ApiOptions {
  /** An open database to use instead of opening one (tests, the benchmark); its owner closes it. */
  readonly database?: Database;
  /** A PostgreSQL connection string; PGlite in `dataDir` when absent. */
  readonly databaseUrl?: string;
  /** PGlite's folder (default `api/.data`), or `memory://` for a throwaway database. */
  readonly dataDir?: string;
  /**
   * A read replica of `databaseUrl` (DATABASE_READ_URL): catalogue and news
   * reads go there, writes and the catalogue-version check stay on the primary.
   */
  readonly databaseReadUrl?: string;
  /** The automation's bearer token of /api/admin; without one, only operators' sessions reach the admin api. */
  readonly adminToken?: string;
  /** How long an operator's session lives; overrides CONSOLE_IDLE_MINUTES and CONSOLE_SESSION_HOURS. */
  readonly consoleSessions?: SessionLimits;
  /** Failed sign-ins before a lockout, per name and per address, and the lockout's minutes. */
  readonly signInLimits?: SignInLimits;
  /** The site settings (site-settings.json) the site server read at start; read here when absent. */
  readonly siteSettings?: SiteSettings;
  /** Seed an empty database at start (default true). */
  readonly seed?: boolean;
  /**
   * Per-address limits of subscribe, submissions and search; each one given
   * here overrides its RATE_LIMIT_* variable, which overrides the default.
   */
  readonly rateLimits?: Partial<RateLimits>;
  /** Redis that holds the rate-limit counts for every process (REDIS_URL); in memory when absent. */
  readonly redisUrl?: string;
  /** Megabytes of DApp lists and searches kept in memory (0: none); overrides CATALOGUE_CACHE_MB. */
  readonly catalogueCacheMb?: number;
  /**
   * The automatic checks of submissions: endpoints and rules over those of the
   * environment (`BSC_RPC_URL`, `RPC_URL_*`, `DONATION_*`), and the phishing
   * lists (eth-phishing-detect's by default). `worker: false` leaves the jobs
   * to other processes (they stay queued in the database).
   */
  readonly checks?: { readonly config?: Partial<ChecksConfig>; readonly phishing?: PhishingList; readonly worker?: false | WorkerOptions };
  /** Told the database the api uses (still opening, when the plugin opens it): the host's readiness check asks it. */
  readonly onDatabase?: (db: Database) => void;
  /** Told the catalogue cache, whose hit and miss counts the host's /metrics reports. */
  readonly onCatalogueCache?: (cache: CatalogueCache) => void;
}

/** Bytes a JSON body may have unless its route allows more: every form but the logo fits in a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Brings a database up to date: migrations, then the seed of an empty one. */
export async function prepareDatabase(db: Database, options: Pick<ApiOptions, 'seed' | 'siteSettings'>): Promise<Database> {
  const migrated = await migrate(db);
  const seeded = (options.seed ?? true) && (await seedIfEmpty(db, { site: options.siteSettings }));
  // A migration may rewrite tables; PGlite has no autovacuum to renew the statistics and the visibility map index-only scans need.
  if (migrated.length > 0 && !seeded) await db.exec('vacuum analyze');
  return db;
}

/** Opens the database of the options (PGlite in api/.data by default). */
export function openApiDatabase(options: Pick<ApiOptions, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? locateDataDir() });
}

/** The read replica, opened in the background like the primary; closed with the host. */
function openReadReplica(app: FastifyInstance, databaseReadUrl: string): Database {
  const opening = openPostgres(databaseReadUrl);
  opening.catch((error: unknown) => app.log.error({ err: error }, 'the read replica (DATABASE_READ_URL) failed to open; its reads answer 503'));
  app.addHook('onClose', async () => {
    const opened = await opening.catch(() => null);
    await opened?.close();
  });
  return deferredDatabase(opening);
}

/**
 * The data api as a Fastify plugin. It answers only `/v1/*`, `/api/*` and
 * `/openapi.json`; its error and not-found handlers live in those prefixes,
 * so the host's pages keep their own.
 *
 * Given an open `database`, it is migrated and seeded before the plugin
 * finishes loading. Given an address, the database opens in the background
 * instead (PGlite takes seconds to boot, more than a host's plugin timeout
 * allows on a busy machine): requests wait for it, and a start-up failure is
 * logged and answered 503. Closing the host closes a database the plugin opened.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  let db: Database;
  if (options.database) {
    db = await prepareDatabase(options.database, options);
  } else {
    const opening = openApiDatabase(options).then((opened) => prepareDatabase(opened, options));
    opening.then(
      () => app.log.info('api database ready'),
      (error: unknown) => app.log.error({ err: error }, 'api database failed to open; /v1 and /api answer 503'),
    );
    app.addHook('onClose', async () => {
      const opened = await opening.catch(() => null);
      await opened?.close();
    });
    db = deferredDatabase(opening);
  }
  options.onDatabase?.(db);

  // The api's own body limit, whatever the host's: routes that take more say so (admin news: 1 MB; uploads stream, bounded per part).
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEFAULT_BODY_LIMIT;
  });
  await registerRateLimits(app, resolveRateLimits(options.rateLimits), options.redisUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Site data api', version: '1.0.0', description: 'Production and content API (docs/product.md §7), subscriptions, submissions and review.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Changes through a session also need the x-csrf-token header (GET /api/admin/session answers it).
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const checksConfig = { ...checksConfigFromEnv(process.env, options.siteSettings?.donation), ...options.checks?.config };
  const phishing = options.checks?.phishing ?? shippedPhishingList();
  if (options.checks?.worker !== false) {
    const checker = new SubmissionChecker(db, checksConfig, phishing);
    const worker = new JobWorker(db, { [CHECK_JOB]: checker.handle }, {
      ...options.checks?.worker,
      onError: (job, error, givenUp) => app.log.warn({ err: error, job: job.id, name: job.name, givenUp }, 'job failed'),
    });
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose): the job in hand finishes first.
    app.addHook('preClose', async () => worker.stop());
  }

  const reads = options.databaseReadUrl ? openReadReplica(app, options.databaseReadUrl) : db;
  const catalogueCache = new CatalogueCache(db, resolveCatalogueCacheMb(options.catalogueCacheMb) * 2 ** 20, options.databaseReadUrl ? reads : undefined);
  options.onCatalogueCache?.(catalogueCache);
  const dapps = dappLists(catalogueCache);
  const content = contentLists(catalogueCache);
  await app.register(
    async (v1: FastifyInstance) => {
      answerErrorsInEnvelope(v1);
      // The production and content apis only read: a replica serves them.
      await v1.register(productionRoutes(reads, dapps, content));
      await v1.register(contentRoutes(reads, dapps, content));
    },
    { prefix: '/v1' },
  );

  await app.register(
    async (api: FastifyInstance) => {
      answerErrorsInEnvelope(api);
      await api.register(siteRoutes(db));
      await api.register(submissionRoutes(db, phishing));
      await api.register(
        adminRoutes(db, {
          adminToken: options.adminToken,
          sessions: options.consoleSessions ?? resolveSessionLimits(),
          signIn: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
        }),
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
