import type { SubmissionCheck } from '@tp/shared/contracts/submission-checks';
import { VALID_DAPP, VALID_NFT, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import { runAdmin } from '../cli/admin-commands';
import { JobWorker } from '../jobs/queue';
import { png } from '../testing/images';
import { runDueJobs } from '../testing/jobs';
import { multipartBody } from '../testing/multipart';
import { buildApi } from '../index';
import { startTestApi, TEST_ADMIN_TOKEN, UNREACHED_RATE_LIMITS, type TestApi } from '../testing/test-api';
import { checksConfigFromEnv } from './config';
import { PhishingList } from './phishing';
import { SubmissionChecker } from './run';
import { CHECK_JOB } from './store';

/** A fixed phishing list in the package's format. */
const PHISHING = new PhishingList({ blacklist: ['drainer-claims.example'], fuzzylist: ['metamask.io'], tolerance: 2 });

let api: TestApi;
let apiUrl: string;
let worker: JobWorker;
beforeAll(async () => {
  api = await startTestApi({ checks: { worker: false, phishing: PHISHING } });
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  // No endpoints: contracts are not checked, the donation stays unverified.
  worker = new JobWorker(api.database.db, { [CHECK_JOB]: new SubmissionChecker(api.database.db, checksConfigFromEnv({}), PHISHING).handle });
});
afterAll(() => api?.close());

const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

async function submit(kind: 'dapp' | 'token' | 'nft', data: object) {
  const { payload, headers } = await multipartBody(data, { bytes: png(400, 400) });
  const response = await api.app.inject({ method: 'POST', url: `/api/submissions/${kind}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function submitted(kind: 'dapp' | 'token' | 'nft', data: object): Promise<string> {
  const answer = await submit(kind, data);
  expect(answer.status).toBe(200);
  return answer.body.data.receipt as string;
}

async function checksOf(receipt: string): Promise<SubmissionCheck[]> {
  const response = await api.app.inject({ url: `/api/admin/submissions/${receipt}/checks`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const outcomes = async (receipt: string) => (await checksOf(receipt)).map(({ kind, subject, state, reason }) => ({ kind, subject, state, reason }));

async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runAdmin(argv, { apiUrl, token: TEST_ADMIN_TOKEN, fetch, out: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

const submissionRows = async () => (await api.database.db.query<{ n: number }>('select count(*)::int as n from submissions'))[0].n;

describe('phishing', () => {
  it.each([
    ['dapp', { ...VALID_DAPP, url: 'https://app.drainer-claims.example' }, 'url'],
    ['token', { ...VALID_TOKEN, website: 'drainer-claims.example/claim' }, 'website'],
    ['nft', { ...VALID_NFT, website: 'https://drainer-claims.example' }, 'website'],
  ] as const)('refuses a %s whose website is blocklisted, naming the field, storing nothing', async (kind, data, field) => {
    const before = await submissionRows();
    const { status, body } = await submit(kind, data);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field, key: 'phishingSite', message: 'This website is on a phishing blocklist and cannot be submitted' });
    expect(await submissionRows()).toBe(before);
  });
});

describe('the checks of a submission', () => {
  it("are run by the api's own worker after the answer", async () => {
    // A second api process on the same database, as it runs: its own worker, looking at the queue every 20 ms here.
    const live = await buildApi({ database: api.database.db, checks: { phishing: PHISHING, worker: { pollMs: 20 } }, rateLimits: UNREACHED_RATE_LIMITS });
    try {
      const { payload, headers } = await multipartBody({ ...VALID_DAPP, address: '0x00000000000000000000000000000000000000d4', url: 'https://worker.example.com' }, { bytes: png(400, 400) });
      const response = await live.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
      expect(response.statusCode).toBe(200);
      const { receipt } = response.json().data as { receipt: string };
      const pending = async () => (await checksOf(receipt)).filter((check) => check.state === 'pending').length;
      // Each look is a step of the worker's; give up after 10 s.
      const deadline = Date.now() + 10_000;
      while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await pending()).toBe(0);
      expect((await checksOf(receipt)).every((check) => check.attempts === 1)).toBe(true);
    } finally {
      await live.close();
    }
  });

  it('queues them with the submission and runs them after the answer', async () => {
    const receipt = await submitted('dapp', { ...VALID_DAPP, url: 'https://lotus-swap.example.org/app' });
    expect((await checksOf(receipt)).every((check) => check.state === 'pending' && check.reason === 'queued' && check.checked_at === null)).toBe(true);
    await runDueJobs(worker);
    expect(await outcomes(receipt)).toEqual([
      { kind: 'contract', subject: 'bsc:0x0000000000000000000000000000000000001004', state: 'not_checked', reason: 'noEndpoint' },
      { kind: 'contract', subject: 'bsc:0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', state: 'not_checked', reason: 'noEndpoint' },
      { kind: 'phishing', subject: 'lotus-swap.example.org', state: 'passed', reason: null },
      { kind: 'lookalike', subject: 'lotus-swap.example.org', state: 'passed', reason: null },
      { kind: 'duplicate', subject: 'lotus-swap.example.org', state: 'passed', reason: null },
    ]);
  });

  it('marks a contract on a network that is not EVM as not checked', async () => {
    const answer = await submit('token', { ...VALID_TOKEN, network: 'trx', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', owner_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', website: 'https://tether.example.net' });
    expect(answer.body.errors).toBeUndefined();
    const receipt = answer.body.data.receipt as string;
    await runDueJobs(worker);
    expect((await outcomes(receipt))[0]).toEqual({ kind: 'contract', subject: 'trx:tr7nhqjekqxgtci8q8zy4pl8otszgjlj6t', state: 'not_checked', reason: 'notEvm' });
  });

  it('flags a look-alike of a listed DApp, of a fuzzy-list entry, and a listed name on another domain', async () => {
    const [pancake] = await api.database.db.query<{ id: number }>(`select id from dapps where url like '%pancakeswap.finance%'`);
    const domain = await submitted('dapp', { ...VALID_DAPP, title: 'Cake Farm', url: 'https://pancakeswaq.finance' });
    const fuzzy = await submitted('nft', { ...VALID_NFT, address: '0x00000000000000000000000000000000000000a1', website: 'https://metarnask.io' });
    const name = await submitted('dapp', { ...VALID_DAPP, title: 'Pancake Swap', url: 'https://cakes.example.net' });
    await runDueJobs(worker);
    const lookalike = async (receipt: string) => (await checksOf(receipt)).find((check) => check.kind === 'lookalike');
    expect(await lookalike(domain)).toMatchObject({ state: 'flagged', reason: 'similarDomain', details: { similar_to: 'pancakeswap.finance', dapp_id: pancake.id } });
    expect(await lookalike(fuzzy)).toMatchObject({ state: 'flagged', reason: 'similarDomain', details: { similar_to: 'metamask.io' } });
    expect(await lookalike(name)).toMatchObject({ state: 'flagged', reason: 'similarName', details: { similar_to: 'pancakeswap.finance', dapp_id: pancake.id } });
  });

  it('flags a DApp with the host of a listed DApp, or a contract of a pending one, naming the other', async () => {
    const [uniswap] = await api.database.db.query<{ id: number }>(`select id from dapps where url like '%app.uniswap.org%'`);
    const host = await submitted('dapp', { ...VALID_DAPP, title: 'Uni', url: 'https://www.app.uniswap.org/#/swap' });
    const first = await submitted('dapp', { ...VALID_DAPP, address: '0x00000000000000000000000000000000000000b2', url: 'https://first.example.com' });
    const second = await submitted('dapp', { ...VALID_DAPP, address: '0x00000000000000000000000000000000000000B2', url: 'https://second.example.com' });
    await runDueJobs(worker);
    const duplicate = async (receipt: string) => (await checksOf(receipt)).find((check) => check.kind === 'duplicate');
    expect(await duplicate(host)).toMatchObject({ state: 'flagged', reason: 'sameHost', details: { dapp_id: uniswap.id } });
    expect(await duplicate(second)).toMatchObject({ state: 'flagged', reason: 'sameContract', details: { receipt: first } });
  });
});

describe('operators', () => {
  it('filter submissions by check, state and reason, and refuse unknown values', async () => {
    const receipt = await submitted('dapp', { ...VALID_DAPP, title: 'Sushi Clone', url: 'https://sushiswaq.com' });
    await api.database.db.query(`insert into dapps (url, icon_url, networks, tp_connect) values ('https://www.sushiswap.com', 'https://icons.example/s.png', '{eth}', 'both')`);
    await runDueJobs(worker);
    const list = async (query: string) => {
      const response = await api.app.inject({ url: `/api/admin/submissions?status=all&count=500&${query}`, headers: auth });
      return { status: response.statusCode, body: response.json() };
    };
    const flagged = await list('check=lookalike&check_state=flagged');
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.map((row: { receipt: string }) => row.receipt)).toContain(receipt);
    expect(flagged.body.data.every((row: { checks: { kind: string; state: string }[] }) => row.checks.some((c) => c.kind === 'lookalike' && c.state === 'flagged'))).toBe(true);
    const passed = await list('check=lookalike&check_state=passed');
    expect(passed.body.data.map((row: { receipt: string }) => row.receipt)).not.toContain(receipt);
    const byReason = await list('check_reason=similarDomain');
    expect(byReason.body.data.map((row: { receipt: string }) => row.receipt)).toContain(receipt);
    const bad = await list('check=weather&check_state=sunny');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['check', 'check_state']);

    const cliList = await cli('list', '--check', 'lookalike', '--check-state', 'flagged');
    expect(cliList.code).toBe(0);
    expect(cliList.output).toContain(receipt);
    expect(cliList.output).toContain('lookalike:flagged(similarDomain)');
  });

  it('list the checks and run one kind again', async () => {
    const receipt = await submitted('dapp', { ...VALID_DAPP, url: 'https://rerun.example.com' });
    await runDueJobs(worker);
    const shown = await cli('checks', receipt);
    expect(shown.output).toMatch(/phishing\s+passed\s+-\s+rerun\.example\.com/);
    expect(shown.output).toMatch(/contract\s+not_checked\s+noEndpoint/);

    const rerun = await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/checks/phishing/rerun`, headers: auth });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().data).toMatchObject([{ kind: 'phishing', state: 'pending', reason: 'queued', attempts: 0 }]);
    await runDueJobs(worker);
    expect((await checksOf(receipt)).find((check) => check.kind === 'phishing')).toMatchObject({ state: 'passed', attempts: 1 });

    expect((await cli('recheck', receipt, 'duplicate')).output).toBe(`${receipt}: 1 duplicate check queued again.`);
    expect((await cli('recheck', receipt, 'donation')).code).toBe(1);
    expect((await cli('recheck', receipt, 'weather')).code).toBe(2);
    const unknown = await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/checks/weather/rerun`, headers: auth });
    expect(unknown.statusCode).toBe(400);
  });

  it('see a donation unverified without an endpoint, also on the public status page', async () => {
    const receipt = await submitted('dapp', { ...VALID_DAPP, url: 'https://donor.example.com' });
    await api.app.inject({ method: 'POST', url: `/api/submissions/${receipt}/donation`, payload: { payment: '200.4821', explorer_url: `bscscan.com/tx/0x${'12'.repeat(32)}` } });
    await runDueJobs(worker);
    expect((await checksOf(receipt))[0]).toMatchObject({ kind: 'donation', state: 'unverified', reason: 'noEndpoint' });
    const status = (await api.app.inject({ url: `/api/submissions/${receipt}` })).json().data;
    expect(status.donation_check).toEqual({ state: 'unverified', reason: 'noEndpoint', expected_amount: '200.4821', confirmations: null, required_confirmations: 15 });
  });
});
