import { VALID_DAPP } from '@tp/shared/validation/fixtures';
import { png } from '../testing/images';
import { multipartBody } from '../testing/multipart';
import { startTestApi, type TestApi } from '../testing/test-api';
import { PhishingList } from './phishing';

let api: TestApi;
beforeAll(async () => {
  // The api as it runs: its own worker, looking at the queue every 20 ms here.
  api = await startTestApi({ checks: { phishing: new PhishingList({}), worker: { pollMs: 20 } } });
});
afterAll(() => api.close());

const pendingChecks = async (receipt: string) =>
  (await api.database.db.query<{ n: number }>(
    `select count(*)::int as n from submission_checks c join submissions s on s.id = c.submission_id where s.receipt = $1 and c.state = 'pending'`,
    [receipt],
  ))[0].n;

describe("the api's own worker", () => {
  it('runs the checks of a submission after answering it', async () => {
    const { payload, headers } = await multipartBody({ ...VALID_DAPP, url: 'https://worker.example.com' }, { bytes: png(400, 400) });
    const response = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
    expect(response.statusCode).toBe(200);
    const { receipt } = response.json().data as { receipt: string };
    // Each look at the database is a step of the worker's; give up after 10 s.
    const deadline = Date.now() + 10_000;
    while ((await pendingChecks(receipt)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await pendingChecks(receipt)).toBe(0);
    const [jobs] = await api.database.db.query<{ open: number; done: number }>(
      `select count(*) filter (where state <> 'done')::int as open, count(*) filter (where state = 'done')::int as done from jobs`,
    );
    expect(jobs).toEqual({ open: 0, done: 5 });
  });
});
