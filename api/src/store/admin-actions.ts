import type { ActorRole } from '@tp/shared/contracts/console';
import type { Queryable } from '../db/database';
import { isoTime, likeContains } from '../db/sql';

export interface AdminAction {
  readonly id: number;
  readonly at: string;
  /** The operator's name, or the fingerprint of the admin token used (adminFingerprint), never the token. */
  readonly actor: string;
  /** The operator's role, or `token`. */
  readonly role: ActorRole;
  /** The client address it came from (an IPv6 client by its /64); null for actions recorded before addresses were. */
  readonly address: string | null;
  /** Method and route, e.g. `POST /api/admin/submissions/:receipt/approve`. */
  readonly action: string;
  /** The route's parameters, e.g. `{receipt}`. */
  readonly target: Record<string, unknown>;
  /** The HTTP status it was answered with. */
  readonly status: number;
}

export async function recordAdminAction(db: Queryable, action: Omit<AdminAction, 'id' | 'at'>): Promise<void> {
  await db.query('insert into admin_actions (actor, role, address, action, target, status) values ($1, $2, $3, $4, $5, $6)', [
    action.actor,
    action.role,
    action.address,
    action.action,
    JSON.stringify(action.target),
    action.status,
  ]);
}

export interface AdminActionSearch {
  readonly start: number;
  readonly count: number;
  /** Exactly this actor (name or fingerprint). */
  readonly actor?: string;
  /** Words found in the action or its parameters, e.g. `approve` or a receipt. */
  readonly q?: string;
  readonly from?: string;
  readonly to?: string;
}

/** The latest actions first, narrowed by actor, text and time. */
export function listAdminActions(db: Queryable, search: AdminActionSearch): Promise<AdminAction[]> {
  return db.query<AdminAction>(
    `select id::int as id, ${isoTime('at')} as at, actor, role, address, action, target, status from admin_actions
     where ($3::text is null or actor = $3) and ($4::text is null or action ilike $4 or target::text ilike $4)
       and ($5::timestamptz is null or at >= $5) and ($6::timestamptz is null or at < $6)
     order by at desc, id desc offset $1 limit $2`,
    [search.start, search.count, search.actor ?? null, search.q ? likeContains(search.q) : null, search.from ?? null, search.to ?? null],
  );
}
