import type { Queryable } from '../db/database';

/**
 * Failed sign-ins are counted per account name (whether or not such an account
 * exists, so a lockout tells nothing) and per client address; past the limit
 * within the window, the key is locked for the window, correct password or not.
 */
export interface SignInLimits {
  readonly perName: number;
  readonly perAddress: number;
  readonly windowMinutes: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perName: 10, perAddress: 30, windowMinutes: 15 };

const keysOf = (name: string, address: string) => [`name:${name}`, `address:${address}`];

/** Seconds until the later of the name's and the address's lockouts ends; 0 when neither is locked. */
export async function lockedFor(db: Queryable, name: string, address: string): Promise<number> {
  const [row] = await db.query<{ seconds: number | null }>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds from sign_in_failures where key = any($1::text[]) and locked_until > now()`,
    [keysOf(name, address)],
  );
  return row?.seconds ?? 0;
}

/** Counts one failure against the name and the address; answers the seconds of a lockout it starts (0: none). */
export async function countFailure(db: Queryable, name: string, address: string, limits: SignInLimits): Promise<number> {
  const rows = await db.query<{ seconds: number | null }>(
    `insert into sign_in_failures as f (key, failures) select key, 1 from unnest($1::text[]) as key
     on conflict (key) do update set
       failures = case when f.first_at > now() - make_interval(mins => $4::int) then f.failures + 1 else 1 end,
       first_at = case when f.first_at > now() - make_interval(mins => $4::int) then f.first_at else now() end
     returning (case when failures >= (case when key like 'name:%' then $2::int else $3::int end) then $4::int * 60 else null end)::int as seconds`,
    [keysOf(name, address), limits.perName, limits.perAddress, limits.windowMinutes],
  );
  const seconds = Math.max(0, ...rows.map((row) => row.seconds ?? 0));
  if (seconds > 0) {
    await db.query(
      `update sign_in_failures set locked_until = now() + make_interval(mins => $2::int), failures = 0, first_at = now()
       where key = any($1::text[]) and failures >= (case when key like 'name:%' then $3::int else $4::int end)`,
      [keysOf(name, address), limits.windowMinutes, limits.perName, limits.perAddress],
    );
  }
  return seconds;
}

/** A successful sign-in clears the name's count (the address keeps its own: one address may try many names). */
export async function clearFailures(db: Queryable, name: string): Promise<void> {
  await db.query('delete from sign_in_failures where key = $1', [`name:${name}`]);
}
