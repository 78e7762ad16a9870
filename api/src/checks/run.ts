import { createPublicClient, erc20Abi, http, isAddress, type PublicClient } from 'viem';
import { checkCheckJobPayload } from '@tp/shared/stored/submission-check';
import { valueOrThrow } from '@tp/shared/stored/stored-format';
import type { Database } from '../db/database';
import type { Job, JobOutcome } from '../jobs/queue';
import type { ChecksConfig } from './config';
import { readDonationLink } from './donation-link';
import { verifyDonation } from './donation';
import { findDuplicate } from './duplicate';
import { findLookalike, foldName } from './lookalike';
import type { PhishingList } from './phishing';
import { websiteHost } from './plan';
import { checkRow, recordOutcome, type CheckOutcome, type CheckRow } from './store';

/** Delay before a pending check runs again: doubling from `baseMs`, at most ten minutes. */
export const retryDelay = (attempts: number, baseMs: number): number => Math.min(baseMs * 2 ** Math.min(attempts, 10), 600_000);

const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)).slice(0, 300);

/** Runs the checks of submissions (the handler of CHECK_JOB). */
export class SubmissionChecker {
  private readonly clients = new Map<string, PublicClient>();

  constructor(
    private readonly db: Database,
    private readonly config: ChecksConfig,
    private readonly phishing: PhishingList,
  ) {}

  /** The JSON-RPC client of an endpoint: one try per call, bounded in time; the job retries. */
  private client(url: string): PublicClient {
    let client = this.clients.get(url);
    if (!client) {
      // No cache of the block number: each run counts confirmations from the chain's head as it is.
      client = createPublicClient({ cacheTime: 0, transport: http(url, { timeout: this.config.rpcTimeoutMs, retryCount: 0 }) });
      this.clients.set(url, client);
    }
    return client;
  }

  /** The job: runs one check and keeps its outcome; a pending one comes back later. */
  readonly handle = async (job: Job): Promise<JobOutcome> => {
    // A payload that is not a check's is refused: the job fails with the message, kept with it, and is given up after its attempts.
    const { check_id: id } = valueOrThrow(checkCheckJobPayload(job.id, job.payload));
    const check = await checkRow(this.db, id);
    // Gone with its submission, or finished by a run another worker had started before a re-run.
    if (!check || check.state !== 'pending') return;
    const outcome = await this.run(check);
    await recordOutcome(this.db, check.id, outcome);
    return outcome.retryInMs === undefined ? undefined : { retryInMs: outcome.retryInMs };
  };

  private run(check: CheckRow): Promise<CheckOutcome> {
    switch (check.kind) {
      case 'donation':
        return this.donation(check);
      case 'contract':
        return this.contract(check);
      case 'phishing':
        return Promise.resolve(this.phishingCheck(check));
      case 'lookalike':
        return this.lookalike(check);
      case 'duplicate':
        return this.duplicate(check);
    }
  }

  private pendingOn(error: unknown, check: CheckRow): CheckOutcome {
    return { state: 'pending', reason: 'rpcUnavailable', details: { error: errorText(error) }, retryInMs: retryDelay(check.attempts, this.config.retryBaseMs) };
  }

  private async donation(check: CheckRow): Promise<CheckOutcome> {
    const required = this.config.donationConfirmations;
    if (!this.config.bscRpcUrl) return { state: 'unverified', reason: 'noEndpoint', details: { required_confirmations: required } };
    const [donation] = await this.db.query<{ explorer_url: string; payment: string }>(
      'select explorer_url, payment from donations where submission_id = $1',
      [check.submission_id],
    );
    if (!donation) return { state: 'failed', reason: 'transactionNotFound' };
    const link = readDonationLink(donation.explorer_url);
    if ('problem' in link) return { state: 'failed', reason: link.problem, details: { required_confirmations: required } };
    const [other] = await this.db.query<{ receipt: string }>(
      `select s.receipt from submission_checks c join submissions s on s.id = c.submission_id
       where c.kind = 'donation' and c.details ->> 'tx_hash' = $1 and c.submission_id <> $2 limit 1`,
      [link.hash, check.submission_id],
    );
    if (other) return { state: 'failed', reason: 'alreadyUsed', details: { tx_hash: link.hash, receipt: other.receipt } };
    let outcome: CheckOutcome;
    try {
      outcome = await verifyDonation(this.client(this.config.bscRpcUrl), {
        hash: link.hash,
        amount: check.details.expected_amount ?? donation.payment,
        token: this.config.donationToken,
        recipient: this.config.donationRecipient,
        confirmations: required,
      });
    } catch (error) {
      return { ...this.pendingOn(error, check), details: { tx_hash: link.hash, required_confirmations: required, error: errorText(error) } };
    }
    if (outcome.state !== 'pending') return outcome;
    const waited = Date.now() - check.created_at.getTime();
    if (outcome.reason === 'transactionNotFound' && waited >= this.config.donationPendingMs) return { ...outcome, state: 'failed', reason: 'notFoundInTime' };
    const missing = required - (outcome.details?.confirmations ?? 0);
    const retryInMs = outcome.reason === 'awaitingConfirmations' ? Math.min(this.config.retryBaseMs * missing, 60_000) : retryDelay(check.attempts, this.config.retryBaseMs);
    return { ...outcome, retryInMs };
  }

  private async contract(check: CheckRow): Promise<CheckOutcome> {
    const network = check.details.network ?? '';
    const address = check.details.address ?? '';
    const [chain] = await this.db.query<{ chain_id: string | null }>('select chain_id from blockchains where ns = $1', [network]);
    if (!chain?.chain_id) return { state: 'not_checked', reason: 'notEvm' };
    const url = this.config.rpcUrls[network] ?? (network === 'bsc' ? this.config.bscRpcUrl : null);
    if (!url) return { state: 'not_checked', reason: 'noEndpoint' };
    if (!isAddress(address, { strict: false })) return { state: 'failed', reason: 'noCode' };
    const client = this.client(url);
    try {
      const code = await client.getCode({ address });
      if (!code || code === '0x') return { state: 'failed', reason: 'noCode' };
      const [token] = await this.db.query<{ decimal: number; symbol: string }>(
        `select t."decimal", t.symbol from token_submissions t where t.submission_id = $1 and lower(t.network) = lower($2) and lower(t.address) = lower($3)`,
        [check.submission_id, network, address],
      );
      if (!token) return { state: 'passed', reason: null };
      let decimals: number;
      let symbol: string;
      try {
        [decimals, symbol] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        ]);
      } catch (error) {
        // Code is there, but it answers neither: not an ERC-20 as submitted.
        if ((error as { name?: string }).name === 'ContractFunctionExecutionError' && !/HTTP|timed out|fetch/i.test(errorText(error))) {
          return { state: 'flagged', reason: 'notToken' };
        }
        throw error;
      }
      if (decimals !== token.decimal) return { state: 'flagged', reason: 'decimalsMismatch', details: { submitted: String(token.decimal), on_chain: String(decimals) } };
      if (symbol.trim().toLowerCase() !== token.symbol.trim().toLowerCase()) {
        return { state: 'flagged', reason: 'symbolMismatch', details: { submitted: token.symbol, on_chain: symbol.slice(0, 64) } };
      }
      return { state: 'passed', reason: null };
    } catch (error) {
      return this.pendingOn(error, check);
    }
  }

  private phishingCheck(check: CheckRow): CheckOutcome {
    return this.phishing.isBlocked(check.subject) ? { state: 'flagged', reason: 'blocklisted' } : { state: 'passed', reason: null };
  }

  /** Listed DApps: id, host and titles in every language. */
  private listedDapps() {
    return this.db.query<{ id: number; url: string; titles: string[] }>(
      `select d.id, d.url, coalesce(array_agg(t.title) filter (where t.title is not null), '{}') as titles
       from dapps d left join dapp_texts t on t.dapp_id = d.id where d.status = 0 group by d.id order by d.id`,
    );
  }

  private async lookalike(check: CheckRow): Promise<CheckOutcome> {
    const listed = await this.listedDapps();
    const known = [
      ...listed.flatMap((dapp) => {
        const host = websiteHost(dapp.url);
        return host ? [{ domain: host, dapp_id: dapp.id }] : [];
      }),
      ...this.phishing.fuzzylist.map((domain) => ({ domain })),
    ];
    const similar = findLookalike(check.subject, known);
    if (similar) return { state: 'flagged', reason: 'similarDomain', details: { similar_to: similar.domain, ...(similar.dapp_id ? { dapp_id: similar.dapp_id } : {}) } };
    const [submission] = await this.db.query<{ kind: string; title: string }>('select kind, title from submissions where id = $1', [check.submission_id]);
    if (submission?.kind === 'dapp') {
      const name = foldName(submission.title);
      const own = websiteHost(check.subject) ?? check.subject;
      const namesake = listed.find((dapp) => websiteHost(dapp.url) !== own && dapp.titles.some((title) => foldName(title) === name));
      if (name && namesake) return { state: 'flagged', reason: 'similarName', details: { similar_to: websiteHost(namesake.url) ?? namesake.url, dapp_id: namesake.id } };
    }
    return { state: 'passed', reason: null };
  }

  private async duplicate(check: CheckRow): Promise<CheckOutcome> {
    const found = await findDuplicate(this.db, check.submission_id, check.subject);
    return found ? { state: 'flagged', reason: found.reason, details: found.details } : { state: 'passed', reason: null };
  }
}
