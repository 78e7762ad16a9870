import { hash, verify } from '@node-rs/argon2';
import { OPERATOR_NAME_PATTERN, OPERATOR_PASSWORD_MIN, type OperatorAccount, type OperatorRole } from '@tp/shared/contracts/console';
import type { Database, Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError, fieldError } from '../http/envelope';

// Argon2id (algorithm 2 of @node-rs/argon2) with its defaults: 19 MiB, 2 passes, OWASP's minimum.
const ARGON2ID = 2;
const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** Checked when no such operator exists, so a wrong name costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export interface Operator {
  readonly id: number;
  readonly name: string;
  readonly role: OperatorRole;
}

function checkPassword(password: string): void {
  // Operators read English: the refusal carries its own text.
  if (password.length < OPERATOR_PASSWORD_MIN) {
    throw new ApiError(400, { field: 'password', key: 'invalidValue', message: `A password has at least ${OPERATOR_PASSWORD_MIN} characters.` });
  }
}

export async function addOperator(db: Queryable, input: { name: string; role: OperatorRole; password: string }): Promise<Operator> {
  if (!OPERATOR_NAME_PATTERN.test(input.name)) throw new ApiError(400, [fieldError('name', 'invalidValue')]);
  checkPassword(input.password);
  const [made] = await db.query<Operator>(
    `insert into operators (name, role, password_hash) values ($1, $2, $3) on conflict (name) do nothing returning id, name, role`,
    [input.name, input.role, await hashPassword(input.password)],
  );
  if (!made) throw new ApiError(409, { field: 'name', key: 'invalidValue', message: `An operator named ${input.name} exists already.` });
  return made;
}

const notFound = () => ApiError.notFound('name');

/** Disables an account and ends its sessions at once. */
export async function disableOperator(db: Database, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>('update operators set disabled_at = coalesce(disabled_at, now()) where name = $1 returning id', [name]);
    if (!row) throw notFound();
    await tx.query('delete from operator_sessions where operator_id = $1', [row.id]);
  });
}

/** A new password (and the account enabled again): every open session ends and the lockout is lifted. */
export async function resetOperator(db: Database, name: string, password: string): Promise<void> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>('update operators set password_hash = $2, disabled_at = null where name = $1 returning id', [name, passwordHash]);
    if (!row) throw notFound();
    await tx.query('delete from operator_sessions where operator_id = $1', [row.id]);
    await tx.query('delete from sign_in_failures where key = $1', [`name:${name}`]);
  });
}

export function listOperators(db: Queryable): Promise<OperatorAccount[]> {
  return db.query<OperatorAccount>(
    `select o.name, o.role, ${isoTime('o.created_at')} as created_at, ${isoTime('o.disabled_at')} as disabled_at,
       (select count(*)::int from operator_sessions s where s.operator_id = o.id) as sessions
     from operators o order by o.name`,
  );
}

/** The enabled operator with this name and password, or null; as slow for an unknown name as for a wrong password. */
export async function checkCredentials(db: Queryable, name: string, password: string): Promise<Operator | null> {
  const [row] = await db.query<Operator & { password_hash: string }>(
    'select id, name, role, password_hash from operators where name = $1 and disabled_at is null',
    [name],
  );
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verify(row?.password_hash ?? (await decoyHash), password).catch(() => false);
  return row && matches ? { id: row.id, name: row.name, role: row.role } : null;
}
