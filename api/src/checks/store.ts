import type { CheckDetails, CheckKind, CheckReason, CheckState, CheckSummary, SubmissionCheck } from '@tp/shared/contracts/submission-checks';
import { checkCheckDetails } from '@tp/shared/stored/submission-check';
import { valueOrThrow } from '@tp/shared/stored/stored-format';
import type { Database, Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError } from '../http/envelope';
import { enqueue } from '../jobs/queue';

/** The job that runs one check (payload `{check_id}`). */
export const CHECK_JOB = 'submission-check';

/** A check to run for a submission, with what it needs to know at start. */
export interface PlannedCheck {
  readonly kind: CheckKind;
  readonly subject: string;
  readonly details: CheckDetails;
}

/** Where a run left a check. `retryInMs` keeps a pending check's job coming back. */
export interface CheckOutcome {
  readonly state: CheckState;
  readonly reason: CheckReason | null;
  readonly details?: CheckDetails;
  readonly retryInMs?: number;
}

/** A check as its job reads it. */
export interface CheckRow {
  readonly id: number;
  readonly submission_id: number;
  readonly kind: CheckKind;
  readonly subject: string;
  readonly state: CheckState;
  readonly details: CheckDetails;
  readonly attempts: number;
  /** When it was (re)queued: a pending donation's time runs from here. */
  readonly created_at: Date;
}

/**
 * Queues checks in the caller's transaction (the submission's, or an
 * operator's re-run): a check queued again starts over, pending.
 */
export async function queueChecks(tx: Queryable, submissionId: number, checks: readonly PlannedCheck[]): Promise<void> {
  for (const check of checks) {
    const [row] = await tx.query<{ id: number }>(
      `insert into submission_checks (submission_id, kind, subject, state, reason, details) values ($1, $2, $3, 'pending', 'queued', $4)
       on conflict (submission_id, kind, subject) do update
         set state = 'pending', reason = 'queued', details = excluded.details, attempts = 0, checked_at = null, created_at = now()
       returning id`,
      [submissionId, check.kind, check.subject, JSON.stringify(check.details)],
    );
    await enqueue(tx, CHECK_JOB, { check_id: row.id });
  }
}

/** A check as its job reads it; its details are checked with their schema (a damaged copy is refused: StoredCopyError, and the job fails with that message). */
export async function checkRow(db: Queryable, id: number): Promise<CheckRow | undefined> {
  const [row] = await db.query<Omit<CheckRow, 'details'> & { details: unknown }>(
    'select id, submission_id, kind, subject, state, details, attempts, created_at from submission_checks where id = $1',
    [id],
  );
  return row ? { ...row, details: valueOrThrow(checkCheckDetails(id, row.details)), created_at: new Date(row.created_at) } : undefined;
}

/** Keeps what a run found; the details it learned are merged into those the check started with. */
export async function recordOutcome(db: Queryable, id: number, outcome: CheckOutcome): Promise<void> {
  await db.query(
    `update submission_checks set state = $2, reason = $3, details = details || $4::jsonb, attempts = attempts + 1, checked_at = now()
     where id = $1`,
    [id, outcome.state, outcome.reason, JSON.stringify(outcome.details ?? {})],
  );
}

const CHECK_COLUMNS = `c.id, c.kind, c.subject, c.state, c.reason, c.details, c.attempts, ${isoTime('c.checked_at')} as checked_at,
  ${isoTime('c.created_at')} as created_at`;

/** Every check of a submission, by kind and subject. */
export async function submissionChecks(db: Queryable, receipt: string, kind?: CheckKind): Promise<SubmissionCheck[]> {
  const [submission] = await db.query<{ id: number }>('select id from submissions where receipt = $1', [receipt]);
  if (!submission) throw ApiError.notFound('receipt');
  return db.query<SubmissionCheck>(
    `select ${CHECK_COLUMNS} from submission_checks c where c.submission_id = $1 and ($2::text is null or c.kind = $2)
     order by array_position(array['donation', 'contract', 'phishing', 'lookalike', 'duplicate'], c.kind), c.subject`,
    [submission.id, kind ?? null],
  );
}

/** The checks of many submissions, for list rows. */
export async function checkSummaries(db: Queryable, submissionIds: readonly number[]): Promise<Map<number, CheckSummary[]>> {
  const rows = await db.query<CheckSummary & { submission_id: number }>(
    `select submission_id, kind, subject, state, reason from submission_checks where submission_id = any($1::int[])
     order by array_position(array['donation', 'contract', 'phishing', 'lookalike', 'duplicate'], kind), subject`,
    [submissionIds],
  );
  const bySubmission = new Map<number, CheckSummary[]>();
  for (const { submission_id: id, ...summary } of rows) bySubmission.set(id, [...(bySubmission.get(id) ?? []), summary]);
  return bySubmission;
}

/** Runs a submission's checks of one kind again, from the start; answers them, pending. */
export async function rerunChecks(db: Database, receipt: string, kind: CheckKind): Promise<SubmissionCheck[]> {
  await db.transaction(async (tx) => {
    const [submission] = await tx.query<{ id: number }>('select id from submissions where receipt = $1 for update', [receipt]);
    if (!submission) throw ApiError.notFound('receipt');
    const checks = await tx.query<{ subject: string; details: CheckDetails }>(
      'select subject, details from submission_checks where submission_id = $1 and kind = $2',
      [submission.id, kind],
    );
    if (checks.length === 0) throw ApiError.notFound('kind');
    // What a run learned goes; what the check started with stays.
    await queueChecks(tx, submission.id, checks.map((check) => ({ kind, subject: check.subject, details: startingDetails(check.details) })));
  });
  return submissionChecks(db, receipt, kind);
}

/** The details a check is queued with (see plan.ts); the rest are findings. */
const STARTING_DETAILS = ['expected_amount', 'tx_hash', 'required_confirmations', 'network', 'address', 'domain'] as const;

function startingDetails(details: CheckDetails): CheckDetails {
  return Object.fromEntries(STARTING_DETAILS.filter((key) => details[key] !== undefined).map((key) => [key, details[key]]));
}
