import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ActorRole, OperatorRole } from '@tp/shared/contracts/console';
import type { Database } from '../db/database';
import { clientKey } from '../http/client-address';
import { resumeSession, type SessionLimits } from './sessions';

/** The console's session cookie and the secret of its CSRF tokens: both only ever sent to the admin api. */
export const SESSION_COOKIE = 'tp_console';
export const CSRF_COOKIE = 'tp_console_csrf';
export const ADMIN_PATH = '/api/admin';

/** Who is calling the admin api: a signed-in operator, or the automation's bearer token. */
export interface Actor {
  /** The operator's name, or the token's fingerprint. */
  readonly name: string;
  readonly role: ActorRole;
  readonly operatorId?: number;
  /** The session's key (a hash of its cookie), for sign-out. */
  readonly sessionHash?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    /** Roles allowed beside `admin` and the token; absent: admins and the token only. */
    allow?: readonly OperatorRole[];
    /** Reached without being signed in (the sign-in itself). */
    open?: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Who acted, in the audit log: a short hash of the token that tells tokens apart and cannot be used as one. */
export function adminFingerprint(token: string): string {
  return createHash('sha256').update(`admin-fingerprint:${token}`).digest('hex').slice(0, 16);
}

/** The cookie's attributes: HttpOnly, SameSite=Strict, the admin api's path only, Secure when the request came over HTTPS. */
export function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return { path: ADMIN_PATH, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
}

export function mayAct(role: ActorRole, allow: readonly OperatorRole[] = []): boolean {
  return role === 'admin' || role === 'token' || (allow as readonly ActorRole[]).includes(role);
}

const refuse = (reply: FastifyReply, status: 401 | 403, message: string) => {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).send({ result: status, message });
};

/**
 * Who may call the admin routes of `app`: the bearer token (when one is configured) or an
 * operator's session cookie, each route's roles (`config.allow`), and a CSRF token
 * (`x-csrf-token`) with every change made through a session. Registered in the admin
 * routes' own context, so no other route reads or sets a cookie.
 */
export async function registerAdminAuth(app: FastifyInstance, db: Database, options: { adminToken?: string; sessions: SessionLimits }): Promise<void> {
  await app.register(cookie);
  await app.register(csrf, { cookieKey: CSRF_COOKIE, cookieOpts: { path: ADMIN_PATH, httpOnly: true, sameSite: 'strict' } });
  const expected = options.adminToken ? digest(options.adminToken) : null;
  const tokenActor: Actor | null = options.adminToken ? { name: adminFingerprint(options.adminToken), role: 'token' } : null;

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.open) return;
    const header = request.headers.authorization;
    if (header !== undefined) {
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      // Compare digests: equal length, constant time, no hint of the token's length.
      if (!expected || !token || !timingSafeEqual(digest(token), expected)) return refuse(reply, 401, 'A valid admin token is required.');
      request.actor = tokenActor!;
    } else {
      const session = request.cookies[SESSION_COOKIE] ? await resumeSession(db, request.cookies[SESSION_COOKIE], options.sessions) : null;
      if (!session) return refuse(reply, 401, 'Sign in or send a valid admin token.');
      request.actor = { name: session.name, role: session.role, operatorId: session.operatorId, sessionHash: session.tokenHash };
    }
    if (!mayAct(request.actor.role, request.routeOptions.config.allow)) {
      return refuse(reply, 403, `The ${request.actor.role} role may not do this.`);
    }
  });

  // A browser sends the cookie with any request to the api, even one another page made it send: every change
  // through a session carries the token only the console's own page can read. The bearer token is no cookie.
  app.addHook('onRequest', (request, reply, done) => {
    const change = request.method !== 'GET' && request.method !== 'HEAD';
    if (change && request.actor?.sessionHash) return app.csrfProtection(request, reply, done);
    done();
  });
}

/** The address an action came from, as the rate limits count it. */
export const actorAddress = (request: FastifyRequest) => clientKey(request.ip);
