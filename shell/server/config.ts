import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from '@tp/shared/api/trust-proxy';
import { loadSiteSettings, type LoadedSiteSettings } from '@tp/shared/settings/site-settings';
import type { S3ReleaseConfig } from '../release/s3-release-storage';
import { DEFAULT_SHUTDOWN_ACCEPT_MS, DEFAULT_SHUTDOWN_GRACE_MS } from './shutdown';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(shellDir, '..');

/** Everything the site server can be told, from the environment (documented in README.md). */
export interface SiteConfig {
  readonly port: number;
  readonly host: string;
  /** The shell's build output. */
  readonly shellDist: string;
  /** Released remotes (`<folder>/<version>/`) and `registry.json`; with object storage, this machine's copies of the server builds. */
  readonly remotesDir: string;
  /** Released files in S3-compatible object storage instead of REMOTES_DIR. */
  readonly releasesS3: S3ReleaseConfig | null;
  /** A CDN in front of the released files: `/remotes/<path>` redirects to `<base>/<path>`. */
  readonly releasesPublicUrl: string | null;
  /** The site settings file, checked (README "Site settings"): every address a deployment fills in. */
  readonly site: LoadedSiteSettings;
  /** Absolute origin for canonical links and the sitemap; the request's host when unset. */
  readonly siteOrigin: string | null;
  /** Page-view beacon endpoint; analytics is off when unset. */
  readonly analyticsUrl: string | null;
  /** Proxies whose X-Forwarded-For is believed; the api's rate limits count the address it yields. */
  readonly trustProxy: TrustProxy;
  /** Bearer token that opens /metrics to other machines; only this machine may read it without one. */
  readonly metricsToken: string | null;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  readonly shutdownGraceMs: number;
  /** How long after SIGTERM connections are still accepted while /readyz answers 503. */
  readonly shutdownAcceptMs: number;
  readonly api: {
    readonly databaseUrl?: string;
    /** A read replica for catalogue and news reads. */
    readonly databaseReadUrl?: string;
    readonly dataDir?: string;
    readonly adminToken?: string;
    /** Redis for rate-limit counts shared by every server; in memory when absent. */
    readonly redisUrl?: string;
  };
}

export const DEFAULT_PORT = 8080;

export function defaultRemotesDir(): string {
  return path.join(repoDir, '.site', 'remotes');
}

/** Throws SiteSettingsError when the site settings are malformed, or placeholders with NODE_ENV=production. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    port: Number(env.PORT ?? DEFAULT_PORT),
    host: env.HOST ?? '0.0.0.0',
    shellDist: env.SHELL_DIST ?? path.join(shellDir, 'dist'),
    remotesDir: env.REMOTES_DIR ?? defaultRemotesDir(),
    releasesS3: env.RELEASES_S3_BUCKET
      ? {
          bucket: env.RELEASES_S3_BUCKET,
          endpoint: env.RELEASES_S3_ENDPOINT || undefined,
          region: env.RELEASES_S3_REGION || env.AWS_REGION || 'us-east-1',
          prefix: env.RELEASES_S3_PREFIX ?? '',
        }
      : null,
    releasesPublicUrl: env.RELEASES_PUBLIC_URL?.replace(/\/+$/, '') || null,
    site: loadSiteSettings(env),
    siteOrigin: env.SITE_ORIGIN?.replace(/\/+$/, '') ?? null,
    analyticsUrl: env.ANALYTICS_URL ?? null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS || DEFAULT_SHUTDOWN_GRACE_MS),
    shutdownAcceptMs: Number(env.SHUTDOWN_ACCEPT_MS || DEFAULT_SHUTDOWN_ACCEPT_MS),
    api: {
      databaseUrl: env.DATABASE_URL || undefined,
      databaseReadUrl: env.DATABASE_READ_URL || undefined,
      dataDir: env.DATA_DIR || undefined,
      adminToken: env.ADMIN_TOKEN || undefined,
      redisUrl: env.REDIS_URL || undefined,
    },
  };
}
