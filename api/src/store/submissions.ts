import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { DonationRecord, SubmissionKind, SubmissionReceipt, SubmissionState, SubmissionStatus } from '@tp/shared/api/types';
import type { Donation, DappLanguage, DappSubmission, NftSubmission, TokenSubmission } from '@tp/shared/validation';
import { addressKey, AUDIT_REPORT_RULES, donationKey } from '@tp/shared/validation';
import type { CheckDetails, CheckReason, CheckState } from '@tp/shared/contracts/submission-checks';
import { DEFAULT_DONATION_CONFIRMATIONS } from '../checks/config';
import { dappChecks, donationCheck, nftChecks, tokenChecks } from '../checks/plan';
import { queueChecks, type PlannedCheck } from '../checks/store';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError, fieldError } from '../http/envelope';
import type { CheckedAuditReport } from '../submissions/audit-reports';
import type { CheckedLogo } from '../submissions/logo';
import { newReceipt } from '../submissions/receipt';

/** The store language of a DApp submission's language (docs/product.md §3.1: en, zh, zhTW). */
export const DAPP_CONTENT_LANGUAGE: Record<DappLanguage, ContentLanguage> = { en: 'en', zh: 'zh-Hans', zhTW: 'zh-Hant' };

interface NewSubmission {
  readonly kind: SubmissionKind;
  readonly title: string;
  readonly logo: CheckedLogo;
  /** Network and contract, for kinds that may not be submitted twice. */
  readonly dedupeKey: string | null;
  readonly details: (tx: Queryable, submissionId: number) => Promise<void>;
  /** Its automatic checks, queued with it: they run after the answer, and exist exactly when it does. */
  readonly checks: readonly PlannedCheck[];
}

const RECEIPT_COLUMNS = `receipt, kind, status, ${isoTime('created_at')} as created_at`;

/** Stores a submission, its logo and its details in one transaction, and answers its receipt. */
async function createSubmission(db: Database, submission: NewSubmission): Promise<SubmissionReceipt> {
  try {
    return await db.transaction(async (tx) => {
      const [logo] = await tx.query<{ id: number }>(
        'insert into logos (content_type, width, height, bytes) values ($1, $2, $3, $4) returning id',
        [submission.logo.type, submission.logo.width, submission.logo.height, submission.logo.bytes],
      );
      const [row] = await tx.query<SubmissionReceipt & { id: number }>(
        `insert into submissions (receipt, kind, title, logo_id, dedupe_key) values ($1, $2, $3, $4, $5) returning id, ${RECEIPT_COLUMNS}`,
        [newReceipt(submission.kind), submission.kind, submission.title, logo.id, submission.dedupeKey],
      );
      await submission.details(tx, row.id);
      await queueChecks(tx, row.id, submission.checks);
      const { id: _id, ...receipt } = row;
      return receipt;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'submissions_dedupe')) throw new ApiError(409, fieldError('address', 'duplicateToken'));
    throw error;
  }
}

/** A report file to store, under the name the form gave it. */
export interface NewAuditReport extends CheckedAuditReport {
  readonly name: string;
}

/** Stores a DApp submission: its logo, one row per language and its audit report files, in one transaction. */
export function createDappSubmission(db: Database, dapp: DappSubmission, logo: CheckedLogo, reports: readonly NewAuditReport[] = []): Promise<SubmissionReceipt> {
  return createSubmission(db, {
    kind: 'dapp',
    title: dapp.title,
    logo,
    dedupeKey: null,
    checks: dappChecks(dapp),
    details: async (tx, id) => {
      // One row per language, each carrying every field and flag of the form.
      for (const text of [{ language: dapp.language, title: dapp.title, desc: dapp.desc }, ...dapp.translations]) {
        await tx.query(
          `insert into dapp_submissions (submission_id, language, platform, title, address, url, "desc", email, others, category, tp_connect,
             has_referral, rake_back_account, referral_mode, inviter_must_transact, referral_contract, has_audit, audit_urls, has_tokens, tokens)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
          [
            id, text.language, dapp.platform, text.title, dapp.addresses.join(','), dapp.url, text.desc, dapp.email, dapp.others, dapp.category,
            dapp.tp_connect, dapp.referral !== null, dapp.referral?.rakeBackAccount ?? null, dapp.referral?.mode ?? null,
            dapp.referral?.inviterMustTransact ?? false, dapp.referral?.contract ?? null, dapp.audit_url.length > 0 || reports.length > 0, dapp.audit_url,
            dapp.tokens.length > 0, JSON.stringify(dapp.tokens),
          ],
        );
      }
      for (const [position, report] of reports.entries()) {
        // As base64 text: PGlite takes a 10 MB file about ten times faster than as a bytea parameter.
        await tx.query(
          `insert into audit_reports (submission_id, position, file_name, content_type, size, sha256, bytes)
           values ($1, $2, $3, $4, $5, $6, decode($7, 'base64'))`,
          [id, position, report.name, AUDIT_REPORT_RULES.mimeType, report.bytes.length, report.sha256, Buffer.from(report.bytes).toString('base64')],
        );
      }
    },
  });
}

export function createTokenSubmission(db: Database, token: TokenSubmission, logo: CheckedLogo): Promise<SubmissionReceipt> {
  return createSubmission(db, {
    kind: 'token',
    title: `${token.name} (${token.symbol})`,
    logo,
    dedupeKey: `${token.network}:${addressKey(token.network, token.address)}`,
    checks: tokenChecks(token),
    details: async (tx, id) => {
      await tx.query(
        `insert into token_submissions (submission_id, network, email, address, owner_address, symbol, bl_symbol, total_supply, "decimal", "precision",
           gas, website, company_name, contact, description, name, token_standard)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          id, token.network, token.email, token.address, token.owner_address, token.symbol, token.bl_symbol, token.total_supply, token.decimal,
          token.precision, token.gas, token.website, token.companyName, token.contact, token.description, token.name, token.tokenStandard ?? null,
        ],
      );
    },
  });
}

export function createNftSubmission(db: Database, nft: NftSubmission, logo: CheckedLogo): Promise<SubmissionReceipt> {
  return createSubmission(db, {
    kind: 'nft',
    title: `${nft.name} (${nft.symbol})`,
    logo,
    dedupeKey: `${nft.network}:${addressKey(nft.network, nft.address)}`,
    checks: nftChecks(nft),
    details: async (tx, id) => {
      await tx.query(
        `insert into nft_submissions (submission_id, network, protocol, address, name, symbol, website, description, email, contact)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, nft.network, nft.protocol, nft.address, nft.name, nft.symbol, nft.website, nft.description, nft.email, nft.contact],
      );
    },
  });
}

type StatusRow = Omit<SubmissionStatus, 'donation' | 'donation_check'> & {
  donation_payment: string | null;
  donation_url: string | null;
  donation_at: string | null;
  check_state: CheckState | null;
  check_reason: CheckReason | null;
  check_details: CheckDetails | null;
};

/** The public status of a submission, or undefined for an unknown receipt. */
export async function submissionStatus(db: Queryable, receipt: string): Promise<SubmissionStatus | undefined> {
  const [row] = await db.query<StatusRow>(
    `select s.receipt, s.kind, s.status, s.title, s.reason, s.reason_code, ${isoTime('s.created_at')} as created_at, ${isoTime('s.updated_at')} as updated_at,
       d.payment as donation_payment, d.explorer_url as donation_url, ${isoTime('d.created_at')} as donation_at,
       c.state as check_state, c.reason as check_reason, c.details as check_details,
       (select array_agg(language order by language) from dapp_submissions where submission_id = s.id) as languages
     from submissions s left join donations d on d.submission_id = s.id
       left join submission_checks c on c.submission_id = s.id and c.kind = 'donation'
     where s.receipt = $1`,
    [receipt],
  );
  if (!row) return undefined;
  const { donation_payment: payment, donation_url: url, donation_at: at, check_state: state, check_reason: reason, check_details: details, languages, ...status } = row;
  return {
    ...status,
    donation: payment === null ? null : { payment, explorer_url: url!, created_at: at! },
    donation_check:
      payment === null
        ? null
        : {
            state: state ?? 'pending',
            reason: state ? reason : 'queued',
            expected_amount: payment,
            confirmations: details?.confirmations ?? null,
            required_confirmations: details?.required_confirmations ?? DEFAULT_DONATION_CONFIRMATIONS,
          },
    ...(status.kind === 'dapp' ? { languages: languages ?? [] } : {}),
  };
}

/** Attaches the donate panel's payment to a submission; a link can serve one submission only. */
export async function attachDonation(db: Database, receipt: string, donation: Donation): Promise<DonationRecord> {
  try {
    return await db.transaction(async (tx) => {
      const [submission] = await tx.query<{ id: number }>('select id from submissions where receipt = $1', [receipt]);
      if (!submission) throw ApiError.notFound('receipt');
      const [row] = await tx.query<DonationRecord>(
        `insert into donations (submission_id, payment, explorer_url, link_key) values ($1, $2, $3, $4)
         returning payment, explorer_url, ${isoTime('created_at')} as created_at`,
        [submission.id, donation.payment, donation.explorer_url, donationKey(donation.explorer_url)],
      );
      await queueChecks(tx, submission.id, [donationCheck(donation)]);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'donations_link_key_key')) throw new ApiError(409, fieldError('explorer_url', 'duplicateDonation'));
    if (isUniqueViolation(error, 'donations_pkey')) throw new ApiError(409, fieldError('receipt', 'donationExists'));
    throw error;
  }
}

export const PENDING_STATES: readonly SubmissionState[] = ['received', 'in_review'];
