import type { Queryable } from '../db/database';
import { isoTime } from '../db/sql';

export interface AdminAction {
  readonly id: number;
  readonly at: string;
  /** The fingerprint of the admin token used (adminFingerprint), never the token. */
  readonly actor: string;
  /** Method and route, e.g. `POST /api/admin/submissions/:receipt/approve`. */
  readonly action: string;
  /** The route's parameters, e.g. `{receipt}`. */
  readonly target: Record<string, unknown>;
  /** The HTTP status it was answered with. */
  readonly status: number;
}

export async function recordAdminAction(db: Queryable, action: Omit<AdminAction, 'id' | 'at'>): Promise<void> {
  await db.query('insert into admin_actions (actor, action, target, status) values ($1, $2, $3, $4)', [
    action.actor,
    action.action,
    JSON.stringify(action.target),
    action.status,
  ]);
}

/** The latest actions first. */
export function listAdminActions(db: Queryable, page: { start: number; count: number }): Promise<AdminAction[]> {
  return db.query<AdminAction>(
    `select id::int as id, ${isoTime('at')} as at, actor, action, target, status from admin_actions order by at desc, id desc offset $1 limit $2`,
    [page.start, page.count],
  );
}
