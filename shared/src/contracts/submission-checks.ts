/**
 * The automatic checks of a submission (donation on chain, deployed contracts,
 * phishing, look-alikes, duplicates): their kinds, states and reasons, as the
 * api stores them, the public status page shows them and the operators'
 * console filters them. Adding a value is a deliberate change of this contract.
 */

/** What is checked. One submission has at most one check per kind and subject. */
export const CHECK_KINDS = ['donation', 'contract', 'phishing', 'lookalike', 'duplicate'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * Where a check stands.
 * - `pending`: queued, running, or waiting (transaction not mined yet, too few confirmations, endpoint down).
 * - `confirmed`: the donation was found on chain as expected.
 * - `passed`: a contract, phishing, look-alike or duplicate check found nothing.
 * - `failed`: the donation or the contract does not hold (see `reason`).
 * - `flagged`: something for an operator to look at (look-alike, duplicate, metadata mismatch).
 * - `unverified`: the donation cannot be checked here (no BSC endpoint configured).
 * - `not_checked`: a contract on a network without an endpoint, or not an EVM network.
 */
export const CHECK_STATES = ['pending', 'confirmed', 'failed', 'unverified', 'not_checked', 'flagged', 'passed'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** States that end a check: it runs again only when an operator asks. */
export const FINAL_CHECK_STATES: readonly CheckState[] = ['confirmed', 'failed', 'unverified', 'not_checked', 'flagged', 'passed'];

/** Why a check is in its state. `null` when nothing needs saying (passed, confirmed). */
export const CHECK_REASONS = [
  // donation: pending
  'queued',
  'transactionNotFound',
  'awaitingConfirmations',
  'rpcUnavailable',
  // donation: failed
  'wrongToken',
  'wrongRecipient',
  'wrongAmount',
  'reverted',
  'notFoundInTime',
  'alreadyUsed',
  'malformedHash',
  'wrongChain',
  // donation: unverified; contract: not_checked
  'noEndpoint',
  'notEvm',
  // contract: failed / flagged
  'noCode',
  'decimalsMismatch',
  'symbolMismatch',
  'notToken',
  // phishing
  'blocklisted',
  // lookalike
  'similarDomain',
  'similarName',
  // duplicate
  'sameHost',
  'sameContract',
] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** Facts behind a state, each present only where it applies. */
export interface CheckDetails {
  /** donation: the TPT amount shown to this submission, e.g. "200.4821". */
  readonly expected_amount?: string;
  /** donation: the amount found in the transaction's TPT transfer to the receiving address. */
  readonly actual_amount?: string;
  /** donation: the transaction hash read from the link. */
  readonly tx_hash?: string;
  /** donation: confirmations seen, and needed. */
  readonly confirmations?: number;
  readonly required_confirmations?: number;
  /** contract: the network key and address checked. */
  readonly network?: string;
  readonly address?: string;
  /** contract: what the form said and what the chain says (decimals, symbol). */
  readonly submitted?: string;
  readonly on_chain?: string;
  /** lookalike / phishing / duplicate: the host or registrable domain compared. */
  readonly domain?: string;
  /** lookalike / duplicate: what it resembles or equals. */
  readonly similar_to?: string;
  /** lookalike / duplicate: the listed DApp's id, or the other submission's receipt. */
  readonly dapp_id?: number;
  readonly receipt?: string;
  /** The last error met while trying (endpoint down, garbage answer), for operators. */
  readonly error?: string;
}

/** One check of one submission, as the admin api answers it. */
export interface SubmissionCheck {
  readonly id: number;
  readonly kind: CheckKind;
  /** What was checked: `donation`, `eth:0x…` (a contract), the website host… */
  readonly subject: string;
  readonly state: CheckState;
  readonly reason: CheckReason | null;
  readonly details: CheckDetails;
  /** How many times it ran. */
  readonly attempts: number;
  /** When it last ran; null while it waits for its first run. */
  readonly checked_at: string | null;
  readonly created_at: string;
}

/** A check in a list row: enough to filter and show a badge. */
export interface CheckSummary {
  readonly kind: CheckKind;
  readonly subject: string;
  readonly state: CheckState;
  readonly reason: CheckReason | null;
}

/**
 * The donation's check on the public status page (`SubmissionStatus.donation_check`):
 * the visitor sees the state in their language, e.g. 'Waiting for 15 confirmations'.
 */
export interface DonationCheckView {
  readonly state: CheckState;
  readonly reason: CheckReason | null;
  readonly expected_amount: string;
  readonly confirmations: number | null;
  readonly required_confirmations: number;
}

/**
 * GET /api/admin/submissions filters: `check` alone keeps submissions with a
 * check of that kind; with `check_state` (or `check_reason`) only those whose
 * check of that kind is in that state (has that reason). `check_state` alone
 * matches any kind.
 */
export interface AdminCheckFilter {
  readonly check?: CheckKind;
  readonly check_state?: CheckState;
  readonly check_reason?: CheckReason;
}

/** Admin api paths of the checks (under the bearer token). */
export const ADMIN_CHECK_PATHS = {
  /** GET: `SubmissionCheck[]` of one submission. */
  list: '/api/admin/submissions/:receipt/checks',
  /** POST: runs the submission's checks of `kind` again; answers `SubmissionCheck[]` of that kind, pending. */
  rerun: '/api/admin/submissions/:receipt/checks/:kind/rerun',
} as const;

/** Whether a string is a check kind (query strings, CLI arguments). */
export const isCheckKind = (value: string): value is CheckKind => (CHECK_KINDS as readonly string[]).includes(value);
export const isCheckState = (value: string): value is CheckState => (CHECK_STATES as readonly string[]).includes(value);
