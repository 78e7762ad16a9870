import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { SubmissionKind, SubmissionState } from '@tp/shared/api/types';
import type { RejectionReason } from '@tp/shared/contracts/console';
import type { Database, Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import type { AdminCheckFilter, CheckSummary } from '@tp/shared/contracts/submission-checks';
import { checkSummaries, submissionChecks } from '../checks/store';
import { ApiError } from '../http/envelope';
import type { NewsText } from './admin-news';
import { searchTextOf } from './search-text';
import { DAPP_CONTENT_LANGUAGE, PENDING_STATES } from './submissions';

export interface SubmissionSummary {
  readonly receipt: string;
  readonly kind: SubmissionKind;
  readonly status: SubmissionState;
  readonly title: string;
  /** The note of a rejection, shown as written. */
  readonly reason: string | null;
  /** The listed reason of a rejection, shown in the submitter's language. */
  readonly reason_code: RejectionReason | null;
  /** The network (a DApp's first language's, a token's or collection's). */
  readonly network: string | null;
  readonly created_at: string;
  readonly has_donation: boolean;
  /** How many audit report files came with it. */
  readonly audit_reports: number;
  /** Who decided it (operator name or token fingerprint), and when. */
  readonly decided_by: string | null;
  readonly decided_at: string | null;
  /** Its automatic checks, with their outcomes. */
  readonly checks: readonly CheckSummary[];
}

export interface ReviewFilter {
  /** `pending` is received or in review. */
  readonly status: SubmissionState | 'pending' | 'all';
  readonly kind?: SubmissionKind;
  readonly network?: string;
  /** Only those with (true) or without (false) a recorded donation. */
  readonly donation?: boolean;
  /** Only those received at least this many days ago. */
  readonly older_than_days?: number;
  /** Only submissions with a check matching these (see AdminCheckFilter). */
  readonly checks?: AdminCheckFilter;
  readonly start: number;
  readonly count: number;
}

const NETWORK_OF = `coalesce(
  (select d.platform from dapp_submissions d where d.submission_id = s.id order by d.language limit 1),
  (select t.network from token_submissions t where t.submission_id = s.id),
  (select n.network from nft_submissions n where n.submission_id = s.id))`;

/** Submissions for operators, oldest first so the queue is worked in order. */
export async function listSubmissions(db: Queryable, filter: ReviewFilter): Promise<SubmissionSummary[]> {
  const states = filter.status === 'all' ? null : filter.status === 'pending' ? PENDING_STATES : [filter.status];
  const { check = null, check_state: state = null, check_reason: reason = null } = filter.checks ?? {};
  const rows = await db.query<Omit<SubmissionSummary, 'checks'> & { id: number }>(
    `select q.id, q.receipt, q.kind, q.status, q.title, q.reason, q.reason_code, q.network, q.created_at,
       q.has_donation, q.audit_reports, q.decided_by, q.decided_at
     from (
       select s.id, s.receipt, s.kind, s.status, s.title, s.reason, s.reason_code, ${NETWORK_OF} as network, ${isoTime('s.created_at')} as created_at,
         exists (select 1 from donations d where d.submission_id = s.id) as has_donation,
         (select count(*)::int from audit_reports a where a.submission_id = s.id) as audit_reports,
         s.decided_by, ${isoTime('s.decided_at')} as decided_at, s.created_at as received
       from submissions s
       where ($1::text[] is null or s.status = any($1::text[])) and ($2::text is null or s.kind = $2)
         and ($5::int is null or s.created_at <= now() - make_interval(days => $5))
         and (($8::text is null and $9::text is null and $10::text is null) or exists (
           select 1 from submission_checks c where c.submission_id = s.id
             and ($8::text is null or c.kind = $8) and ($9::text is null or c.state = $9) and ($10::text is null or c.reason = $10)))
     ) q
     where ($6::text is null or q.network = $6) and ($7::boolean is null or q.has_donation = $7)
     order by q.received, q.id limit $3 offset $4`,
    [states, filter.kind ?? null, filter.count, filter.start, filter.older_than_days ?? null, filter.network ?? null, filter.donation ?? null, check, state, reason],
  );
  const checks = await checkSummaries(db, rows.map((row) => row.id));
  return rows.map(({ id, ...row }) => ({ ...row, checks: checks.get(id) ?? [] }));
}

/** A report file as reviewers see it listed; `url` downloads it. */
export interface AuditReportSummary {
  readonly id: number;
  readonly file_name: string;
  readonly size: number;
  readonly sha256: string;
  readonly created_at: string;
  readonly url: string;
}

/** Everything a reviewer needs: the submission, its rows of details, its audit report files and its donation. */
export async function submissionDetail(db: Queryable, receipt: string): Promise<Record<string, unknown>> {
  const [submission] = await db.query<{ id: number; kind: SubmissionKind } & Record<string, unknown>>(
    `select s.id, s.receipt, s.kind, s.status, s.title, s.reason, s.reason_code, s.decided_by, ${isoTime('s.decided_at')} as decided_at,
       s.logo_id, s.listed_dapp_id, ${isoTime('s.created_at')} as created_at,
       ${isoTime('s.updated_at')} as updated_at from submissions s where s.receipt = $1`,
    [receipt],
  );
  if (!submission) throw ApiError.notFound('receipt');
  const table = { dapp: 'dapp_submissions', token: 'token_submissions', nft: 'nft_submissions' }[submission.kind];
  const details = await db.query(`select * from ${table} where submission_id = $1`, [submission.id]);
  const [donation] = await db.query(`select payment, explorer_url, ${isoTime('created_at')} as created_at from donations where submission_id = $1`, [submission.id]);
  const reports = await db.query<Omit<AuditReportSummary, 'url'>>(
    `select id, file_name, size, sha256, ${isoTime('created_at')} as created_at from audit_reports where submission_id = $1 order by position`,
    [submission.id],
  );
  const { id: _id, ...rest } = submission;
  return {
    ...rest,
    logo_url: `/api/admin/logos/${submission.logo_id}`,
    details,
    audit_reports: reports.map((report): AuditReportSummary => ({ ...report, url: `/api/admin/audit-reports/${report.id}` })),
    donation: donation ?? null,
    checks: await submissionChecks(db, submission.receipt as string),
  };
}

/** One stored report file, for download. */
export async function auditReportFile(db: Queryable, id: number): Promise<{ file_name: string; content_type: string; bytes: Buffer } | undefined> {
  // As base64 text, for the speed (see createDappSubmission).
  const [report] = await db.query<{ file_name: string; content_type: string; base64: string }>(
    `select file_name, content_type, encode(bytes, 'base64') as base64 from audit_reports where id = $1`,
    [id],
  );
  return report && { file_name: report.file_name, content_type: report.content_type, bytes: Buffer.from(report.base64, 'base64') };
}

interface LockedSubmission {
  id: number; kind: SubmissionKind; status: SubmissionState; logo_id: number; listed_dapp_id: number | null; decided_by: string | null; decided_at: string | null;
}

/** Who decided it first, for the operator who comes second. */
const decidedByText = (row: LockedSubmission) => (row.decided_by ? ` (decided by ${row.decided_by} at ${row.decided_at})` : '');

async function lockSubmission(tx: Queryable, receipt: string): Promise<LockedSubmission> {
  const [row] = await tx.query<LockedSubmission>(
    `select id, kind, status, logo_id, listed_dapp_id, decided_by, ${isoTime('decided_at')} as decided_at from submissions where receipt = $1 for update`,
    [receipt],
  );
  if (!row) throw ApiError.notFound('receipt');
  return row;
}

// Operators read English; these refusals carry their own text.
const conflict = (message: string) => new ApiError(409, { field: 'status', key: 'invalidValue', message });

/** Marks a received submission as in review. */
export async function startReview(db: Database, receipt: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, receipt);
    if (row.status !== 'received') throw conflict(`The submission is ${row.status}, not received.`);
    await tx.query(`update submissions set status = 'in_review', updated_at = now() where id = $1`, [row.id]);
  });
}

/** Lists a DApp submission in the store: one DApp, its texts per language, its categories and network. */
async function listDapp(tx: Queryable, submissionId: number, logoId: number, hot: number): Promise<number> {
  const rows = await tx.query<{
    language: keyof typeof DAPP_CONTENT_LANGUAGE; platform: string; title: string; url: string; desc: string; category: number[];
    tp_connect: string; audit_urls: string[]; tokens: unknown;
  }>('select * from dapp_submissions where submission_id = $1 order by language', [submissionId]);
  const [first] = rows;
  const texts = rows.map((row) => ({ lang: DAPP_CONTENT_LANGUAGE[row.language], title: row.title, description: row.desc }));
  const [dapp] = await tx.query<{ id: number }>(
    `insert into dapps (url, icon_url, networks, category_ids, tp_connect, hot, audit_urls, tokens, search_text)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [first.url, `/api/logos/${logoId}`, [first.platform], first.category, first.tp_connect, hot, first.audit_urls, JSON.stringify(first.tokens), searchTextOf(texts, '')],
  );
  for (const text of texts) {
    await tx.query('insert into dapp_texts (dapp_id, lang, title, description) values ($1, $2, $3, $4)', [dapp.id, text.lang, text.title, text.description]);
  }
  for (const categoryId of first.category) {
    await tx.query('insert into dapp_categories (category_id, dapp_id, hot) values ($1, $2, $3) on conflict do nothing', [categoryId, dapp.id, hot]);
  }
  return dapp.id;
}

/** Approves a pending submission: a DApp enters the store, a token the market list; the status becomes listed. */
export async function approve(db: Database, receipt: string, hot: number | undefined, decidedBy: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, receipt);
    if (!PENDING_STATES.includes(row.status)) throw conflict(`The submission is ${row.status}${decidedByText(row)}; only pending submissions can be approved.`);
    let dappId: number | null = null;
    if (row.kind === 'dapp') dappId = await listDapp(tx, row.id, row.logo_id, hot ?? 0);
    if (row.kind === 'token') {
      await tx.query(
        `insert into market_tokens (ns, address, symbol, name, decimals, icon_url)
         select network, address, symbol, name, "decimal", $2 from token_submissions where submission_id = $1
         on conflict (ns, address) do nothing`,
        [row.id, `/api/logos/${row.logo_id}`],
      );
    }
    await tx.query(
      `update submissions set status = 'listed', reason = null, reason_code = null, listed_dapp_id = $2, decided_by = $3, decided_at = now(), updated_at = now() where id = $1`,
      [row.id, dappId, decidedBy],
    );
  });
}

/** Why a submission is rejected: a reason of the list (shown translated), a note (shown as written), or both. */
export interface Rejection {
  readonly code: RejectionReason | null;
  readonly note: string | null;
  /** Refuse unless it is still received or in review (a decision from the queue, not a takedown). */
  readonly pendingOnly?: boolean;
}

/** Rejects a submission with a reason the submitter sees; a listed DApp leaves the store. */
export async function reject(db: Database, receipt: string, rejection: Rejection, decidedBy: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, receipt);
    if (row.status === 'rejected') throw conflict(`The submission is already rejected${decidedByText(row)}.`);
    if (rejection.pendingOnly && !PENDING_STATES.includes(row.status)) throw conflict(`The submission is already ${row.status}${decidedByText(row)}.`);
    if (row.listed_dapp_id !== null) {
      await tx.query('update dapps set status = 1 where id = $1', [row.listed_dapp_id]);
      await tx.query('update dapp_categories set status = 1 where dapp_id = $1', [row.listed_dapp_id]);
    }
    await tx.query(
      `update submissions set status = 'rejected', reason = $2, reason_code = $3, decided_by = $4, decided_at = now(), updated_at = now() where id = $1`,
      [row.id, rejection.note, rejection.code, decidedBy],
    );
  });
}

export interface NewsInput extends NewsText {
  readonly lang: ContentLanguage;
  /** Another language of an existing story; a new story when absent. */
  readonly story?: number;
  readonly created_at?: string;
}

export async function publishNews(db: Queryable, news: NewsInput): Promise<{ id: number; story: number }> {
  const [row] = await db.query<{ id: number; story: number }>(
    `insert into news (story, lang, title, summary, content, cover_url, created_at)
     values (coalesce($1::int, nextval('news_story_seq')::int), $2, $3, $4, $5, $6, coalesce($7::timestamptz, now())) returning id, story`,
    [news.story ?? null, news.lang, news.title, news.summary, news.content, news.cover_url ?? null, news.created_at ?? null],
  );
  return row;
}

export interface BannerInput {
  readonly placement: 'store' | 'content';
  readonly lang: ContentLanguage;
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly sort?: number;
  readonly start_time?: string;
  readonly end_time?: string | null;
}

export async function publishBanner(db: Queryable, banner: BannerInput): Promise<{ id: number }> {
  const [row] = await db.query<{ id: number }>(
    `insert into banners (placement, lang, title, image_url, url, sort, start_time, end_time)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8) returning id`,
    [banner.placement, banner.lang, banner.title, banner.image_url, banner.url, banner.sort ?? 0, banner.start_time ?? null, banner.end_time ?? null],
  );
  return row;
}

export interface CategoryInput {
  readonly hid: number;
  readonly category_type: number;
  readonly m_index: number;
  readonly icon_url?: string | null;
  readonly names: Partial<Record<ContentLanguage, string>>;
}

/** Creates or updates a category and its names. */
export async function publishCategory(db: Database, category: CategoryInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into categories (hid, category_type, m_index, icon_url) values ($1, $2, $3, $4)
       on conflict (hid) do update set category_type = excluded.category_type, m_index = excluded.m_index, icon_url = excluded.icon_url`,
      [category.hid, category.category_type, category.m_index, category.icon_url ?? null],
    );
    for (const [lang, name] of Object.entries(category.names)) {
      await tx.query(
        'insert into category_names (category_id, lang, name) values ($1, $2, $3) on conflict (category_id, lang) do update set name = excluded.name',
        [category.hid, lang, name],
      );
    }
  });
}
