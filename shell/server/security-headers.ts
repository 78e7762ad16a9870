import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a page may load besides its own origin: the origins of the remotes the registry names, and the analytics endpoint. */
export interface PolicySources {
  readonly remoteOrigins: () => Promise<readonly string[]>;
  readonly analyticsUrl: string | null;
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Strict headers for every response (pages, api answers, files), scored at the
 * top of Mozilla's HTTP Observatory (security-headers.test.ts): a CSP that
 * starts from `default-src 'none'` and opens each kind of resource the site
 * loads, one by one; scripts only from our origin and the remotes' origins, and
 * inline ones only with the response's nonce (`reply.cspNonce.script`); no
 * `unsafe-eval` or `unsafe-inline` anywhere. Registered before every route so
 * that the api mounted in-process and the static files get the same headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sources: PolicySources): Promise<void> {
  // The registry can change between two requests (a release, a rollback): each response's policy reads it once.
  const originsOf = new WeakMap<IncomingMessage, readonly string[]>();
  app.addHook('onRequest', async (request) => {
    originsOf.set(request.raw, await sources.remoteOrigins());
  });
  const ownAndRemotes = [(request: IncomingMessage) => ["'self'", ...(originsOf.get(request) ?? [])].join(' ')];
  const analyticsOrigin = sources.analyticsUrl ? new URL(sources.analyticsUrl).origin : null;

  await app.register(fastifyHelmet, {
    // Adds a fresh nonce to script-src and style-src of every response (reply.cspNonce).
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'script-src': ownAndRemotes,
        'style-src': ownAndRemotes,
        // DApp logos, banners and article images come from the hosts the api names; never over plain HTTP. The
        // submission forms preview the logo a visitor chose from the file itself (an object URL, `blob:`).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'"],
        // Manifests of the remotes, the api, and page-view beacons.
        'connect-src': [...ownAndRemotes, ...(analyticsOrigin ? [analyticsOrigin] : [])],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Not an isolated page: remotes' files and logos come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
