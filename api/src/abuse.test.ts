import { RECEIPT_PATTERN } from '@tp/shared/api/receipt';
import { formGuard, HONEYPOT_FIELD, MIN_FILL_MS } from '@tp/shared/validation';
import { VALID_DAPP, VALID_NFT } from '@tp/shared/validation/fixtures';
import { runAdmin } from './cli/admin-commands';
import { adminFingerprint } from './routes/admin';
import { personGuard } from './testing/form-guard';
import { png } from './testing/images';
import { multipartBody } from './testing/multipart';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from './testing/test-api';

let api: TestApi;
let apiUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const now = Date.now();
const BOT_GUARDS = {
  honeypot: formGuard('https://cheap-pills.example', now - 60_000, now),
  too_fast: formGuard('', now - 300, now),
  // No guard at all (the key is there only to keep the test helpers from adding a person's guard).
  unsigned: { [HONEYPOT_FIELD]: undefined },
};

async function count(table: string, where = 'true'): Promise<number> {
  return (await api.database.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0].n;
}

async function refusals(): Promise<Record<string, number>> {
  const rows = (await api.app.inject({ url: '/api/admin/form-refusals', headers: admin })).json().data as { form: string; reason: string; count: number }[];
  return Object.fromEntries(rows.map((row) => [`${row.form} ${row.reason}`, row.count]));
}

async function cli(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  expect(await runAdmin(argv, { apiUrl, token: TEST_ADMIN_TOKEN, fetch, out: (line) => lines.push(line) })).toBe(0);
  return lines.join('\n');
}

describe('the form guard', () => {
  const subscribe = (body: object) => api.app.inject({ method: 'POST', url: '/api/tokenPocket/subscribe', payload: body });

  it.each(Object.entries(BOT_GUARDS))('answers a subscription with %s as a success, stores nothing and counts it', async (reason, guard) => {
    const before = await refusals();
    const answer = await subscribe({ email: `bot-${reason}@example.com`, ...guard });
    expect([answer.statusCode, answer.json()]).toEqual([200, { result: 0, message: 'success' }]);
    expect(await count('subscribers', `email = 'bot-${reason}@example.com'`)).toBe(0);
    expect((await refusals())[`subscribe ${reason}`]).toBe((before[`subscribe ${reason}`] ?? 0) + 1);
  });

  it('stores a person’s subscription, sent after the minimum fill time', async () => {
    const answer = await subscribe({ email: 'person@example.com', ...formGuard('', now - MIN_FILL_MS.subscribe, now) });
    expect(answer.json()).toEqual({ result: 0, message: 'success' });
    expect(await count('subscribers', `email = 'person@example.com'`)).toBe(1);
  });

  it('still names the fields of invalid values, whatever the guard says', async () => {
    const answer = await subscribe({ email: 'nope', ...BOT_GUARDS.honeypot });
    expect([answer.statusCode, answer.json().errors[0].key]).toEqual([400, 'subscribeEmailInvalid']);
  });

  it.each(Object.entries(BOT_GUARDS))('answers a valid submission with %s with a decoy receipt that leads nowhere', async (reason, guard) => {
    const before = { submissions: await count('submissions'), logos: await count('logos'), refused: (await refusals())[`nft ${reason}`] ?? 0 };
    const { payload, headers } = await multipartBody({ ...VALID_NFT, ...guard }, { bytes: png(400, 400) });
    const answer = await api.app.inject({ method: 'POST', url: '/api/submissions/nft', payload, headers });
    expect(answer.statusCode).toBe(200);
    const receipt = answer.json().data;
    expect(receipt).toEqual({ receipt: expect.stringMatching(RECEIPT_PATTERN), kind: 'nft', status: 'received', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
    expect({ submissions: await count('submissions'), logos: await count('logos'), refused: (await refusals())[`nft ${reason}`] }).toEqual({ ...before, refused: before.refused + 1 });
    expect((await api.app.inject({ url: `/api/submissions/${receipt.receipt}` })).statusCode).toBe(404);
    const donation = await api.app.inject({ method: 'POST', url: `/api/submissions/${receipt.receipt}/donation`, payload: { payment: '1', explorer_url: 'https://bscscan.com/tx/0x3' } });
    expect(donation.statusCode).toBe(404);
  });

  it('stores a person’s submission', async () => {
    const { payload, headers } = await multipartBody({ ...VALID_DAPP, ...personGuard() }, { bytes: png(400, 400) });
    const answer = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
    expect((await api.app.inject({ url: `/api/submissions/${answer.json().data.receipt}` })).json().data.status).toBe('received');
  });

  it('shows operators the counts', async () => {
    const output = await cli('refusals');
    expect(output).toMatch(/\d{4}-\d\d-\d\d {2}subscribe {2}honeypot {2}1/);
    expect(output).toMatch(/nft {8}unsigned {2}1/);
  });
});

describe('the admin audit log', () => {
  const fingerprint = adminFingerprint(TEST_ADMIN_TOKEN);

  it('keeps who, what, when and how each change ended; never the token, never reads or refused callers', async () => {
    const { payload, headers } = await multipartBody(VALID_DAPP, { bytes: png(400, 400) });
    const receipt = (await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers })).json().data.receipt as string;
    const before = await count('admin_actions');
    await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/review`, headers: admin });
    await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/reject`, headers: admin, payload: { reason: '' } });
    await api.app.inject({ method: 'POST', url: `/api/admin/submissions/${receipt}/reject`, headers: { authorization: 'Bearer wrong' }, payload: { reason: 'x' } });
    await api.app.inject({ url: `/api/admin/submissions/${receipt}`, headers: admin });
    expect(await count('admin_actions')).toBe(before + 2);

    const { data } = (await api.app.inject({ url: '/api/admin/audit?count=2', headers: admin })).json();
    expect(data.fingerprint).toBe(fingerprint);
    expect(data.actions).toEqual([
      { id: expect.any(Number), at: expect.any(String), actor: fingerprint, role: 'token', address: '127.0.0.1', action: 'POST /api/admin/submissions/:receipt/reject', target: { receipt }, status: 400 },
      { id: expect.any(Number), at: expect.any(String), actor: fingerprint, role: 'token', address: '127.0.0.1', action: 'POST /api/admin/submissions/:receipt/review', target: { receipt }, status: 200 },
    ]);
    expect(Math.abs(Date.parse(data.actions[0].at) - Date.now())).toBeLessThan(60_000);
    expect(await count('admin_actions', `actor like '%${TEST_ADMIN_TOKEN}%' or target::text like '%${TEST_ADMIN_TOKEN}%'`)).toBe(0);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint).not.toBe(adminFingerprint(`${TEST_ADMIN_TOKEN}x`));
  });

  it('is readable with the admin command line', async () => {
    const output = await cli('audit', '--count', '1');
    expect(output).toContain(`Your token's fingerprint: ${fingerprint}`);
    expect(output).toMatch(new RegExp(`Z  ${fingerprint}  400  POST /api/admin/submissions/:receipt/reject  \\{"receipt":"D-`));
  });

  it('refuses admin links that are not http(s) or a path of the site', async () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const answer = await api.app.inject({ method: 'POST', url: '/api/admin/banners', headers: admin, payload: { placement: 'store', lang: 'en', title: 'x', image_url: '/a.svg', url } });
      expect([url, answer.statusCode, answer.json().errors[0].field]).toEqual([url, 400, 'url']);
    }
  });
});

describe('size limits', () => {
  it.each([
    ['/api/tokenPocket/subscribe', 5 * 1024],
    ['/api/submissions/D-0000000000000000/donation', 3 * 1024],
    ['/v1/swap_market/market_optional', 17 * 1024],
    ['/api/admin/submissions/D-0000000000000000/reject', 65 * 1024],
    ['/api/admin/news', 1025 * 1024],
  ])('refuses a JSON body over the limit of %s with 413', async (url, size) => {
    const answer = await api.app.inject({ method: 'POST', url, headers: admin, payload: { reason: 'x'.repeat(size) } });
    expect([answer.statusCode, answer.json().errors[0].key]).toEqual([413, 'bodyTooLarge']);
  });
});

describe('links in seeded and stored content', () => {
  it('are all http(s) or paths of this site: never javascript:, data: or another scheme', async () => {
    const columns = await api.database.db.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = current_schema() and (column_name like '%url%' or column_name like '%urls')`,
    );
    expect(columns.length).toBeGreaterThan(8);
    const links: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const values = type === 'ARRAY' ? `select unnest("${column}") as v from "${table}"` : `select "${column}" as v from "${table}" where "${column}" is not null`;
      links.push(...(await api.database.db.query<{ v: string }>(values)).map((row) => row.v));
    }
    expect(links.length).toBeGreaterThan(500);
    expect(links.filter((link) => !/^(https?:\/\/[^\s<>"]+|\/(?![/\\])[^\s<>"]*)$/i.test(link))).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'JavaScript://x.io/%0aalert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'ftp://files.example.com/a'])(
    'refuses %s as a submitted link, naming the field',
    async (link) => {
      for (const [values, field] of [[{ url: link }, 'url'], [{ hasAudit: true, audit_url: [link] }, 'audit_url.0']] as const) {
        const { payload, headers } = await multipartBody({ ...VALID_DAPP, ...values }, { bytes: png(400, 400) });
        const answer = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
        expect([answer.statusCode, answer.json().errors]).toEqual([400, [expect.objectContaining({ field, key: 'invalidUrl' })]]);
      }
      const donation = await api.app.inject({ method: 'POST', url: '/api/submissions/D-0000000000000000/donation', payload: { payment: '1', explorer_url: link } });
      expect([donation.statusCode, donation.json().errors[0]]).toEqual([400, expect.objectContaining({ field: 'explorer_url', key: 'invalidUrl' })]);
    },
  );
});
