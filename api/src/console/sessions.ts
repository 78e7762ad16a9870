import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '@tp/shared/contracts/console';
import type { Queryable } from '../db/database';
import { isoTime } from '../db/sql';

/** How long a session lives: ended after `idleMinutes` without a request, and `maxHours` after sign-in whatever happens. */
export interface SessionLimits {
  readonly idleMinutes: number;
  readonly maxHours: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMinutes: 30, maxHours: 12 };

/** CONSOLE_IDLE_MINUTES and CONSOLE_SESSION_HOURS over the defaults; a malformed value stops the start, naming it. */
export function resolveSessionLimits(env: NodeJS.ProcessEnv = process.env): SessionLimits {
  const read = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    if (!/^[1-9]\d{0,5}$/.test(text)) throw new Error(`${name} must be a whole number above 0, not "${text}"`);
    return Number(text);
  };
  return { idleMinutes: read('CONSOLE_IDLE_MINUTES', DEFAULT_SESSION_LIMITS.idleMinutes), maxHours: read('CONSOLE_SESSION_HOURS', DEFAULT_SESSION_LIMITS.maxHours) };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenSession {
  readonly operatorId: number;
  readonly name: string;
  readonly role: OperatorRole;
  readonly tokenHash: string;
  readonly expiresAt: string;
}

/** A new session for an operator; answers the cookie's value, which only the browser keeps. */
export async function startSession(db: Queryable, operatorId: number, address: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('insert into operator_sessions (token_hash, operator_id, address) values ($1, $2, $3)', [tokenHash(token), operatorId, address]);
  return token;
}

/**
 * The live session of a cookie, its idle time renewed; null when it is unknown,
 * expired (idle or absolute) or its operator disabled. Expired rows are deleted on the way.
 */
export async function resumeSession(db: Queryable, token: string, limits: SessionLimits): Promise<OpenSession | null> {
  const hashed = tokenHash(token);
  const [row] = await db.query<OpenSession & { live: boolean }>(
    `select o.id as "operatorId", o.name, o.role, s.token_hash as "tokenHash",
       ${isoTime(`(s.created_at + make_interval(hours => $2))`)} as "expiresAt",
       (o.disabled_at is null and s.last_seen_at > now() - make_interval(mins => $3) and s.created_at > now() - make_interval(hours => $2)) as live
     from operator_sessions s join operators o on o.id = s.operator_id where s.token_hash = $1`,
    [hashed, limits.maxHours, limits.idleMinutes],
  );
  if (!row) return null;
  if (!row.live) {
    await db.query('delete from operator_sessions where token_hash = $1', [hashed]);
    return null;
  }
  await db.query('update operator_sessions set last_seen_at = now() where token_hash = $1', [hashed]);
  const { live: _live, ...session } = row;
  return session;
}

export async function endSession(db: Queryable, hashed: string): Promise<void> {
  await db.query('delete from operator_sessions where token_hash = $1', [hashed]);
}

/** Sign-out everywhere: every session of the operator ends. */
export async function endAllSessions(db: Queryable, operatorId: number): Promise<number> {
  const rows = await db.query('delete from operator_sessions where operator_id = $1 returning 1', [operatorId]);
  return rows.length;
}
