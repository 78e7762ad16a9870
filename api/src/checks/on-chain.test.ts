import type { Address, Hash } from 'viem';
import type { SubmissionStatus } from '@tp/shared/api/types';
import { VALID_DAPP, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import { JobWorker } from '../jobs/queue';
import { startTestChain, type TestChain } from '../testing/chain';
import { png } from '../testing/images';
import { makeJobsDue, runDueJobs } from '../testing/jobs';
import { multipartBody } from '../testing/multipart';
import { startTestApi, type TestApi } from '../testing/test-api';
import { checksConfigFromEnv, type ChecksConfig } from './config';
import { PhishingList } from './phishing';
import { SubmissionChecker } from './run';
import { CHECK_JOB } from './store';

let chain: TestChain;
let api: TestApi;
let tpt: Address;
let other: Address;
let donor: Address;
let recipient: Address;
let config: ChecksConfig;

const CONFIRMATIONS = 3;

beforeAll(async () => {
  // The chain and the database start side by side: each takes seconds.
  const starting = startTestApi({ checks: { worker: false } });
  chain = await startTestChain();
  [donor, recipient] = chain.accounts;
  tpt = await chain.deployToken('TPT', donor);
  other = await chain.deployToken('FAKE', donor);
  config = {
    ...checksConfigFromEnv({}),
    bscRpcUrl: chain.url,
    donationToken: tpt,
    donationRecipient: recipient,
    donationConfirmations: CONFIRMATIONS,
    // Generous: a loaded machine answers slowly; the hanging endpoint's test sets its own.
    rpcTimeoutMs: 10_000,
    retryBaseMs: 60_000,
  };
  // The test drives the worker itself: one run per step.
  api = await starting;
});
afterAll(async () => {
  await api?.close();
  await chain?.close();
});

function worker(overrides: Partial<ChecksConfig> = {}): JobWorker {
  const checker = new SubmissionChecker(api.database.db, { ...config, ...overrides }, new PhishingList({}));
  return new JobWorker(api.database.db, { [CHECK_JOB]: checker.handle });
}

/** A DApp submission with a donation attached; answers its receipt. */
async function submitWithDonation(explorerUrl: string, payment = '200.4821'): Promise<string> {
  const { payload, headers } = await multipartBody(VALID_DAPP, { bytes: png(400, 400) });
  const submitted = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
  const { receipt } = submitted.json().data as { receipt: string };
  const attached = await api.app.inject({ method: 'POST', url: `/api/submissions/${receipt}/donation`, payload: { payment, explorer_url: explorerUrl } });
  expect(attached.statusCode).toBe(200);
  return receipt;
}

const link = (hash: Hash) => `https://bscscan.com/tx/${hash}`;

async function donationCheck(receipt: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/submissions/${receipt}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data as SubmissionStatus).donation_check;
}

describe('the donation check on chain', () => {
  it('waits for the confirmations of a correct transfer, then confirms it', async () => {
    const receipt = await submitWithDonation(link(await chain.transfer(tpt, donor, recipient, '200.4821')));
    expect(await donationCheck(receipt)).toMatchObject({ state: 'pending', reason: 'queued', expected_amount: '200.4821' });
    const run = worker();
    await runDueJobs(run);
    expect(await donationCheck(receipt)).toEqual({
      state: 'pending', reason: 'awaitingConfirmations', expected_amount: '200.4821', confirmations: 1, required_confirmations: CONFIRMATIONS,
    });
    await chain.mine(CONFIRMATIONS - 1);
    await makeJobsDue(api.database.db);
    await runDueJobs(run);
    expect(await donationCheck(receipt)).toMatchObject({ state: 'confirmed', reason: null, confirmations: CONFIRMATIONS });
  });

  it.each([
    ['wrongAmount', () => chain.transfer(tpt, donor, recipient, '200.4822'), { actual_amount: '200.4822' }],
    ['wrongRecipient', () => chain.transfer(tpt, donor, chain.accounts[2], '200.4821'), {}],
    ['wrongToken', () => chain.transfer(other, donor, recipient, '200.4821'), {}],
    ['reverted', () => chain.transfer(tpt, chain.accounts[3], recipient, '200.4821'), {}],
  ] as const)('fails a transaction with %s', async (reason, send, details) => {
    const receipt = await submitWithDonation(link(await send()));
    await chain.mine(CONFIRMATIONS);
    await runDueJobs(worker());
    expect(await donationCheck(receipt)).toMatchObject({ state: 'failed', reason });
    const [check] = await api.database.db.query<{ details: Record<string, unknown> }>(
      `select c.details from submission_checks c join submissions s on s.id = c.submission_id where s.receipt = $1 and c.kind = 'donation'`,
      [receipt],
    );
    expect(check.details).toMatchObject(details);
  });

  it('keeps an unknown hash pending, then fails it when its time has run out', async () => {
    const receipt = await submitWithDonation(link(`0x${'ab'.repeat(32)}`));
    await runDueJobs(worker());
    expect(await donationCheck(receipt)).toMatchObject({ state: 'pending', reason: 'transactionNotFound' });
    await makeJobsDue(api.database.db);
    await runDueJobs(worker({ donationPendingMs: 0 }));
    expect(await donationCheck(receipt)).toMatchObject({ state: 'failed', reason: 'notFoundInTime' });
  });

  it.each([
    ['wrongChain', `https://etherscan.io/tx/0x${'cd'.repeat(32)}`],
    ['malformedHash', `https://bscscan.com/tx/0x${'cd'.repeat(31)}`],
  ])('fails a link with %s without asking the chain', async (reason, url) => {
    const receipt = await submitWithDonation(url);
    chain.mode = 'down';
    try {
      await runDueJobs(worker());
    } finally {
      chain.mode = 'up';
    }
    expect(await donationCheck(receipt)).toMatchObject({ state: 'failed', reason });
  });

  it.each(['down', 'garbage', 'hang'] as const)('retries while the endpoint is %s, then confirms, losing nothing', async (mode) => {
    const receipt = await submitWithDonation(link(await chain.transfer(tpt, donor, recipient, '200.4821')));
    await chain.mine(CONFIRMATIONS);
    chain.mode = mode;
    try {
      await runDueJobs(worker({ rpcTimeoutMs: 300 }));
    } finally {
      chain.mode = 'up';
    }
    expect(await donationCheck(receipt)).toMatchObject({ state: 'pending', reason: 'rpcUnavailable' });
    const [job] = await api.database.db.query<{ state: string; run_at: Date }>(
      `select j.state, j.run_at from jobs j join submission_checks c on c.id = (j.payload ->> 'check_id')::int
       join submissions s on s.id = c.submission_id where s.receipt = $1 and c.kind = 'donation'`,
      [receipt],
    );
    expect(job.state).toBe('queued');
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());
    await makeJobsDue(api.database.db);
    await runDueJobs(worker());
    expect(await donationCheck(receipt)).toMatchObject({ state: 'confirmed' });
  });

  it('reads a bare transaction hash as well as an explorer link', async () => {
    const receipt = await submitWithDonation(await chain.transfer(tpt, donor, recipient, '200.4821'));
    await chain.mine(CONFIRMATIONS);
    await runDueJobs(worker());
    expect(await donationCheck(receipt)).toMatchObject({ state: 'confirmed' });
  });

  it('says a donation is unverified without an endpoint', async () => {
    const receipt = await submitWithDonation(link(`0x${'ef'.repeat(32)}`));
    await runDueJobs(worker({ bscRpcUrl: null }));
    expect(await donationCheck(receipt)).toMatchObject({ state: 'unverified', reason: 'noEndpoint' });
  });
});

describe('the contract check on chain', () => {
  /** A token submission on BSC (its endpoint is the test chain's); answers its contract check after a run. */
  async function contractCheck(values: object, overrides: Partial<ChecksConfig> = {}) {
    const { payload, headers } = await multipartBody({ ...VALID_TOKEN, network: 'bsc', bl_symbol: 'BNB', ...values }, { bytes: png(400, 400) });
    const response = await api.app.inject({ method: 'POST', url: '/api/submissions/token', payload, headers });
    expect(response.statusCode).toBe(200);
    await runDueJobs(worker({ rpcUrls: { bsc: chain.url }, ...overrides }));
    const [check] = await api.database.db.query<{ state: string; reason: string | null; details: Record<string, unknown> }>(
      `select c.state, c.reason, c.details from submission_checks c join submissions s on s.id = c.submission_id
       where s.receipt = $1 and c.kind = 'contract'`,
      [response.json().data.receipt],
    );
    return check;
  }

  it('passes a deployed token whose decimals and symbol are as submitted', async () => {
    const token = await chain.deployToken('MPL', donor);
    expect(await contractCheck({ address: token, symbol: 'MPL', decimal: '18' })).toMatchObject({ state: 'passed', reason: null });
  });

  it('flags decimals or a symbol other than submitted', async () => {
    const decimals = await chain.deployToken('DEC', donor);
    expect(await contractCheck({ address: decimals, symbol: 'DEC', decimal: '6' })).toMatchObject({
      state: 'flagged', reason: 'decimalsMismatch', details: { submitted: '6', on_chain: '18' },
    });
    const symbol = await chain.deployToken('REAL', donor);
    expect(await contractCheck({ address: symbol, symbol: 'FAKE', decimal: '18' })).toMatchObject({
      state: 'flagged', reason: 'symbolMismatch', details: { submitted: 'FAKE', on_chain: 'REAL' },
    });
  });

  it('fails an address without code, and keeps an unreachable endpoint pending', async () => {
    expect(await contractCheck({ address: chain.accounts[2] })).toMatchObject({ state: 'failed', reason: 'noCode' });
    chain.mode = 'down';
    try {
      expect(await contractCheck({ address: chain.accounts[3] })).toMatchObject({ state: 'pending', reason: 'rpcUnavailable' });
    } finally {
      chain.mode = 'up';
    }
  });

  it('marks a network without an endpoint as not checked', async () => {
    expect(await contractCheck({ address: '0x00000000000000000000000000000000000000c3' }, { rpcUrls: {}, bscRpcUrl: null })).toMatchObject({
      state: 'not_checked', reason: 'noEndpoint',
    });
  });
});
