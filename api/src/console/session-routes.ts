import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_NAME_PATTERN, OPERATOR_ROLES, type ConsoleSession } from '@tp/shared/contracts/console';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { actorAddress, cookieOptions, CSRF_COOKIE, SESSION_COOKIE } from './admin-auth';
import { addOperator, checkCredentials, disableOperator, listOperators, resetOperator } from './operators';
import { endAllSessions, endSession, startSession, type SessionLimits } from './sessions';
import { clearFailures, countFailure, lockedFor, type SignInLimits } from './sign-in-guard';

const WRONG = 'The name or password is wrong.';
const locked = (seconds: number) =>
  `Too many failed sign-ins: signing in with this name or from this address is locked. Try again in ${Math.ceil(seconds / 60)} minutes.`;

const password = z.string().min(1, 'requiredItem').max(1024, 'invalidValue');
const nameParam = z.object({ name: z.string().regex(OPERATOR_NAME_PATTERN, 'invalidValue') });

/** Sign-in, the current session, sign-out (here or everywhere), and the operators' accounts (admins). */
export function sessionRoutes(db: Database, limits: { sessions: SessionLimits; signIn: SignInLimits }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

    app.post('/session', {
      config: { open: true },
      schema: {
        tags,
        summary: 'Sign in an operator: sets the session cookie; answers the session with its CSRF token. Locked after repeated failures, per name and per address',
        body: z.object({ name: z.string().max(100, 'invalidValue'), password }),
      },
    }, async (request, reply) => {
      const name = request.body.name.trim().toLowerCase();
      const address = actorAddress(request);
      const lockedSeconds = await lockedFor(db, name, address);
      if (lockedSeconds > 0) return reply.code(429).header('retry-after', String(lockedSeconds)).send({ result: 429, message: locked(lockedSeconds), retryAfter: lockedSeconds });
      const operator = await checkCredentials(db, name, request.body.password);
      if (!operator) {
        const lockSeconds = await countFailure(db, name, address, limits.signIn);
        if (lockSeconds > 0) return reply.code(429).header('retry-after', String(lockSeconds)).send({ result: 429, message: locked(lockSeconds), retryAfter: lockSeconds });
        return reply.code(401).send({ result: 401, message: WRONG });
      }
      await clearFailures(db, name);
      const token = await startSession(db, operator.id, address);
      request.actor = { name: operator.name, role: operator.role, operatorId: operator.id };
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, limits.sessions.maxHours * 3600));
      const expiresAt = new Date(Date.now() + limits.sessions.maxHours * 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
      return ok<ConsoleSession>({ name: operator.name, role: operator.role, csrfToken: reply.generateCsrf(cookieOptions(request)), expiresAt });
    });

    app.get('/session', {
      config: { allow: ['reviewer', 'editor'] },
      schema: { tags, security, summary: 'Who is signed in, the session’s end and a CSRF token for its changes' },
    }, async (request, reply) => {
      const actor = request.actor!;
      const expiresAt = actor.sessionHash
        ? ((await db.query<{ at: string }>(`select to_char((created_at + make_interval(hours => $2)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from operator_sessions where token_hash = $1`, [actor.sessionHash, limits.sessions.maxHours]))[0]?.at ?? '')
        : '';
      return ok<ConsoleSession>({ name: actor.name, role: actor.role, csrfToken: reply.generateCsrf(cookieOptions(request)), expiresAt });
    });

    const clearCookies = (reply: FastifyReply, request: FastifyRequest) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      reply.clearCookie(CSRF_COOKIE, cookieOptions(request));
    };

    app.post('/session/sign-out', {
      config: { allow: ['reviewer', 'editor'] },
      schema: { tags, security, summary: 'End this session' },
    }, async (request, reply) => {
      if (request.actor!.sessionHash) await endSession(db, request.actor!.sessionHash);
      clearCookies(reply, request);
      return ok(null);
    });

    app.post('/session/sign-out-everywhere', {
      config: { allow: ['reviewer', 'editor'] },
      schema: { tags, security, summary: 'End every session of the signed-in operator, on every device' },
    }, async (request, reply) => {
      const ended = request.actor!.operatorId ? await endAllSessions(db, request.actor!.operatorId) : 0;
      clearCookies(reply, request);
      return ok({ ended });
    });

    app.get('/operators', { schema: { tags, security, summary: 'Operator accounts (admins)' } }, async () => ok(await listOperators(db)));

    app.post('/operators', {
      schema: {
        tags, security, summary: 'Create an operator account (admins)',
        body: z.object({ name: z.string().regex(OPERATOR_NAME_PATTERN, 'invalidValue'), role: z.enum(OPERATOR_ROLES, 'invalidOption'), password }),
      },
    }, async (request) => {
      const made = await addOperator(db, request.body);
      return ok({ name: made.name, role: made.role });
    });

    app.post('/operators/:name/disable', {
      schema: { tags, security, summary: 'Disable an operator account: its sessions end at once (admins)', params: nameParam },
    }, async (request) => {
      await disableOperator(db, request.params.name);
      return ok(null);
    });

    app.post('/operators/:name/reset', {
      schema: { tags, security, summary: 'Set a new password (and enable the account again): its sessions end, its lockout is lifted (admins)', params: nameParam, body: z.object({ password }) },
    }, async (request) => {
      await resetOperator(db, request.params.name, request.body.password);
      return ok(null);
    });
  };
}
