import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from '@tp/shared/api/trust-proxy';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(shellDir, '..');

/** Everything the site server can be told, from the environment (documented in README.md). */
export interface SiteConfig {
  readonly port: number;
  readonly host: string;
  /** The shell's build output. */
  readonly shellDist: string;
  /** Released remotes (`<folder>/<version>/`) and `registry.json`. */
  readonly remotesDir: string;
  /** Where the legacy static pages live (spec §2, legacy static paths). */
  readonly staticHost: string;
  /** Absolute origin for canonical links and the sitemap; the request's host when unset. */
  readonly siteOrigin: string | null;
  /** Page-view beacon endpoint; analytics is off when unset. */
  readonly analyticsUrl: string | null;
  /** Proxies whose X-Forwarded-For is believed; the api's rate limits count the address it yields. */
  readonly trustProxy: TrustProxy;
  readonly api: {
    readonly databaseUrl?: string;
    readonly dataDir?: string;
    readonly adminToken?: string;
  };
}

export const DEFAULT_PORT = 8080;

export function defaultRemotesDir(): string {
  return path.join(repoDir, '.site', 'remotes');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    port: Number(env.PORT ?? DEFAULT_PORT),
    host: env.HOST ?? '0.0.0.0',
    shellDist: env.SHELL_DIST ?? path.join(shellDir, 'dist'),
    remotesDir: env.REMOTES_DIR ?? defaultRemotesDir(),
    staticHost: (env.STATIC_HOST ?? 'https://static.tp-wallet.example').replace(/\/+$/, ''),
    siteOrigin: env.SITE_ORIGIN?.replace(/\/+$/, '') ?? null,
    analyticsUrl: env.ANALYTICS_URL ?? null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    api: {
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR || undefined,
      adminToken: env.ADMIN_TOKEN || undefined,
    },
  };
}
