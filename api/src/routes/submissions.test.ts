import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { VALID_DAPP, VALID_NFT, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import { withPersonGuard } from '../testing/form-guard';
import { AUDIT_REPORT_RULES } from '@tp/shared/validation';
import { pdf, pdfOfSize } from '../testing/documents';
import { gif, jpeg, png } from '../testing/images';
import { multipartBody, type TestFile } from '../testing/multipart';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const LOGO = png(400, 400);
const TABLES = ['submissions', 'logos', 'dapp_submissions', 'audit_reports', 'token_submissions', 'nft_submissions', 'donations', 'subscribers', 'dapps'];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = (await api.database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  return counts;
}

async function submit(kind: 'dapp' | 'token' | 'nft', data: unknown, logo: TestFile | null = { bytes: LOGO }, auditReports: readonly TestFile[] = []) {
  const { payload, headers } = await multipartBody(data, logo ?? undefined, auditReports);
  const response = await api.app.inject({ method: 'POST', url: `/api/submissions/${kind}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

/** Sends a refused request and checks that nothing was written. */
async function expectRefusedWithoutRows(send: () => Promise<{ status: number; body: { result: number; errors?: { field: string; key: string; message: string }[] } }>) {
  const before = await rowCounts();
  const answer = await send();
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.result).toBe(answer.status);
  expect(await rowCounts()).toEqual(before);
  return answer.body.errors ?? [];
}

describe('DApp submissions', () => {
  it('stores a DApp with one row per language and answers a receipt', async () => {
    const { status, body } = await submit('dapp', {
      ...VALID_DAPP,
      translations: [{ language: 'zh', title: '莲花兑换', desc: '在 BNB Chain 上低费率兑换代币。' }],
      hasReferral: true,
      rakeBackAccount: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      referralMode: 'contract',
      hasAudit: true,
      audit_url: ['https://audits.example.com/lotus.pdf'],
      hasTokens: true,
      tokens: [{ network: 'bsc', symbol: 'LOT', contract: '0x0000000000000000000000000000000000001004' }],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'dapp', status: 'received' });
    expect(body.data.receipt).toMatch(/^D-[0-9A-Z]{16}$/);
    const rows = await api.database.db.query<Record<string, unknown>>(
      'select d.* from dapp_submissions d join submissions s on s.id = d.submission_id where s.receipt = $1 order by language',
      [body.data.receipt],
    );
    expect(rows.map((r) => [r.language, r.title])).toEqual([['en', 'Lotus Swap'], ['zh', '莲花兑换']]);
    expect(rows[1]).toMatchObject({ has_referral: true, referral_mode: 'contract', has_audit: true, has_tokens: true, category: [2], tp_connect: 'both' });

    const state = await api.app.inject({ url: `/api/submissions/${body.data.receipt.toLowerCase()}` });
    expect(state.json().data).toMatchObject({ receipt: body.data.receipt, status: 'received', title: 'Lotus Swap', reason: null, donation: null, languages: ['en', 'zh'] });
  });

  it('judges the logo by its content, not its name or declared type', async () => {
    expect((await submit('dapp', VALID_DAPP, { bytes: png(400, 400), name: 'logo.gif', type: 'image/gif' })).status).toBe(200);
    expect((await submit('dapp', VALID_DAPP, { bytes: jpeg(400, 400), name: 'logo.jpg', type: 'image/jpeg' })).status).toBe(200);
    const errors = await expectRefusedWithoutRows(() => submit('dapp', VALID_DAPP, { bytes: gif(400, 400), name: 'logo.png', type: 'image/png' }));
    expect(errors).toEqual([{ field: 'logo', key: 'logoInvalid', message: 'Please submit 400*400px, JPG&PNG, max 5M logo' }]);
  });

  it.each([
    ['wider than 400', png(401, 400)],
    ['shorter than 400', png(400, 300)],
    ['over 5 MB', png(400, 400, 5 * 1024 * 1024)],
    ['cut off', png(400, 400).subarray(0, 200)],
    ['empty', Buffer.alloc(0)],
    ['a JPEG of the wrong size', jpeg(800, 800)],
  ])('refuses a logo %s, storing nothing', async (_label, bytes) => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', VALID_DAPP, { bytes }));
    expect(errors.map((e) => [e.field, e.key])).toEqual([['logo', 'logoInvalid']]);
  });

  it('requires the logo', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', VALID_DAPP, null));
    expect(errors).toEqual([{ field: 'logo', key: 'dappLogoRequired', message: 'DApp Logo is required' }]);
  });

  it('names every missing field, with the logo problem too', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', {}, { bytes: png(10, 10) }));
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Network is required', 'DApp Name is required', 'DApp Website is required', 'Select at least one category', 'Please submit 400*400px, JPG&PNG, max 5M logo']),
    );
  });

  it.each([
    ['wrong types', { ...VALID_DAPP, category: 'defi', hasAudit: 'yes' }, ['category', 'hasAudit']],
    ['an over-long name', { ...VALID_DAPP, title: 'x'.repeat(61) }, ['title']],
    ['an over-long audit link', { ...VALID_DAPP, hasAudit: true, audit_url: [`https://a.io/${'x'.repeat(1000)}`] }, ['audit_url.0']],
    ['HTML in the description', { ...VALID_DAPP, desc: '<img src=x onerror=alert(1)>' }, ['desc']],
    ['SQL in the website and e-mail', { ...VALID_DAPP, url: "x'); drop table dapps; --", email: "' or '1'='1" }, ['url', 'email']],
    ['a contract that is not an address of the network', { ...VALID_DAPP, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, ['address']],
    ['an unknown network', { ...VALID_DAPP, platform: 'nochain' }, ['platform']],
    ['a network that wound down', { ...VALID_DAPP, platform: 'heco' }, ['platform']],
    ['an unknown category', { ...VALID_DAPP, category: [555] }, ['category']],
  ])('refuses %s, storing nothing', async (_label, data, fields) => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', data));
    expect(errors.map((e) => e.field)).toEqual(fields);
  });

  it('uses the spec message for an unknown network', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', { ...VALID_DAPP, platform: 'nochain' }));
    expect(errors[0]).toEqual({ field: 'platform', key: 'chainNotFound', message: 'Chain not found' });
  });

  it('stores quotes and SQL-looking text in a name as plain text', async () => {
    const title = "Robert'); DROP TABLE dapps;--";
    const { status, body } = await submit('dapp', { ...VALID_DAPP, title });
    expect(status).toBe(200);
    const state = await api.app.inject({ url: `/api/submissions/${body.data.receipt}` });
    expect(state.json().data.title).toBe(title);
    expect((await rowCounts()).dapps).toBeGreaterThan(300);
  });

  it('refuses a truncated upload', async () => {
    const { payload, headers } = await multipartBody(VALID_DAPP, { bytes: LOGO });
    const errors = await expectRefusedWithoutRows(async () => {
      const response = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload: payload.subarray(0, payload.length - 300), headers });
      return { status: response.statusCode, body: response.json() };
    });
    expect(errors[0].key).toBe('invalidBody');
  });

  it('refuses an oversized form, a body that is not multipart and data that is not JSON', async () => {
    await expectRefusedWithoutRows(() => submit('dapp', { ...VALID_DAPP, others: 'x'.repeat(70 * 1024) }));
    await expectRefusedWithoutRows(async () => {
      const response = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload: VALID_DAPP });
      return { status: response.statusCode, body: response.json() };
    });
    const errors = await expectRefusedWithoutRows(() => submit('dapp', '{not json'));
    expect(errors[0]).toMatchObject({ field: 'data', key: 'invalidBody' });
    for (const headers of [{ 'content-type': 'multipart/form-data' }, { 'content-type': 'multipart/form-data; boundary=xyz' }]) {
      const garbled = await expectRefusedWithoutRows(async () => {
        const response = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload: '--xyz\r\nbad header\r\n\r\n{}', headers });
        return { status: response.statusCode, body: response.json() };
      });
      expect(garbled[0].key).toBe('invalidBody');
    }
  });
});

describe('DApp audit reports', () => {
  const digest = (algorithm: string, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('hex');
  const AUDITED = { ...VALID_DAPP, hasAudit: true, audit_url: [] };

  const storedReports = (receipt: string) =>
    api.database.db.query<{ position: number; file_name: string; content_type: string; size: number; sha256: string; md5: string }>(
      `select a.position, a.file_name, a.content_type, a.size, a.sha256, md5(a.bytes) as md5
       from audit_reports a join submissions s on s.id = a.submission_id where s.receipt = $1 order by a.position`,
      [receipt],
    );

  it('stores the report files with the submission, by their bytes, in the order sent', async () => {
    const first = pdf('Lotus audit by Harbor Security');
    const second = pdf('Lotus audit, second round');
    const { status, body } = await submit('dapp', AUDITED, { bytes: LOGO }, [{ bytes: first, name: 'Harbor – Lotus.pdf' }, { bytes: second, name: 'round-2.pdf', type: 'application/octet-stream' }]);
    expect(status).toBe(200);
    const reports = await storedReports(body.data.receipt);
    expect(reports.map((r) => [r.position, r.file_name, r.content_type, r.size])).toEqual([
      [0, 'Harbor – Lotus.pdf', 'application/pdf', first.length],
      [1, 'round-2.pdf', 'application/pdf', second.length],
    ]);
    // The bytes stored are the bytes sent, and the digest reviewers see is theirs.
    expect(reports.map((r) => [r.md5, r.sha256])).toEqual([first, second].map((file) => [digest('md5', file), digest('sha256', file)]));
    const [row] = await api.database.db.query<{ has_audit: boolean; audit_urls: string[] }>(
      'select d.has_audit, d.audit_urls from dapp_submissions d join submissions s on s.id = d.submission_id where s.receipt = $1',
      [body.data.receipt],
    );
    expect(row).toEqual({ has_audit: true, audit_urls: [] });
  });

  it('takes files up to 10 MB each, and five of them', async () => {
    const files = [pdfOfSize(AUDIT_REPORT_RULES.maxBytes), ...Array.from({ length: 4 }, (_, i) => pdf(`part ${i}`))];
    expect(files[0].length).toBe(AUDIT_REPORT_RULES.maxBytes);
    const { status, body } = await submit('dapp', AUDITED, { bytes: LOGO }, files.map((bytes) => ({ bytes })));
    expect(status).toBe(200);
    expect((await storedReports(body.data.receipt)).map((r) => r.size)).toEqual(files.map((file) => file.length));
  });

  it('requires a link or a file when the DApp declares an audit, whatever the JSON claims', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', { ...AUDITED, audit_reports: [{ name: 'claimed.pdf' }] }));
    expect(errors).toEqual([{ field: 'audit_url', key: 'auditInfoRequired', message: 'Fill in at least one item of audit information' }]);
  });

  it.each([
    ['an image named .pdf', { bytes: png(400, 400), name: 'report.pdf' }, 'auditReportInvalid'],
    ['a cut-off PDF', { bytes: pdf('cut', 4000).subarray(0, 3000) }, 'auditReportInvalid'],
    ['a text file claiming to be a PDF', { bytes: Buffer.from('This is not a PDF.\n%%EOF'), type: 'application/pdf' }, 'auditReportInvalid'],
    ['an empty file', { bytes: Buffer.alloc(0) }, 'auditReportInvalid'],
    ['a PDF over 10 MB', { bytes: pdfOfSize(AUDIT_REPORT_RULES.maxBytes + 1) }, 'auditReportTooLarge'],
  ])('refuses %s, naming the file, storing nothing', async (_label, file, key) => {
    const errors = await expectRefusedWithoutRows(() => submit('dapp', { ...AUDITED, audit_url: ['https://audits.example.com/lotus'] }, { bytes: LOGO }, [{ bytes: pdf() }, file]));
    expect(errors.map((e) => [e.field, e.key])).toEqual([['audit_reports.1', key]]);
  });

  it('refuses a sixth file, and a report with a bad logo names both', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: pdf(`report ${i}`) }));
    const tooMany = await expectRefusedWithoutRows(() => submit('dapp', AUDITED, { bytes: LOGO }, six));
    expect(tooMany).toEqual([{ field: 'audit_reports', key: 'auditReportsTooMany', message: 'Too many audit report files' }]);
    const both = await expectRefusedWithoutRows(() => submit('dapp', AUDITED, { bytes: png(10, 10) }, [{ bytes: Buffer.from('GIF89a') }]));
    expect(both.map((e) => e.field)).toEqual(['logo', 'audit_reports.0']);
  });

  it('keeps no file of a DApp that declares no audit', async () => {
    const { status, body } = await submit('dapp', { ...VALID_DAPP, hasAudit: false }, { bytes: LOGO }, [{ bytes: pdf() }]);
    expect(status).toBe(200);
    expect(await storedReports(body.data.receipt)).toEqual([]);
  });

  it('takes report files on the DApp form only', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('token', VALID_TOKEN, null, [{ bytes: pdf() }]));
    expect(errors[0]).toMatchObject({ field: 'audit_reports', key: 'invalidBody' });
    // After the logo, a file is one more than the form takes.
    const more = await expectRefusedWithoutRows(() => submit('nft', VALID_NFT, { bytes: LOGO }, [{ bytes: pdf() }]));
    expect(more[0]).toMatchObject({ key: 'bodyTooLarge' });
  });

  it('stores the submission, its logo, its rows and its files in one transaction', async () => {
    // A file that cannot be stored, after the submission, its logo and its rows were: nothing of it may stay.
    const db = api.database.db;
    await db.exec(`
      create function refuse_report() returns trigger language plpgsql as $$
      begin
        if new.file_name = 'unstorable.pdf' then raise exception 'the disk is full'; end if;
        return new;
      end $$;
      create trigger refuse_report before insert on audit_reports for each row execute function refuse_report();
    `);
    try {
      const before = await rowCounts();
      const { payload, headers } = await multipartBody(AUDITED, { bytes: LOGO }, [{ bytes: pdf() }, { bytes: pdf(), name: 'unstorable.pdf' }]);
      const response = await api.app.inject({ method: 'POST', url: '/api/submissions/dapp', payload, headers });
      expect(response.statusCode).toBe(500);
      expect(await rowCounts()).toEqual(before);
    } finally {
      await db.exec('drop trigger refuse_report on audit_reports; drop function refuse_report();');
    }
  });
});

describe('any form values', () => {
  it('are answered with field errors, never a server error, and store nothing unless valid', async () => {
    const field = fc.constantFrom(...Object.keys(VALID_DAPP), 'hasAudit', 'audit_url', 'hasTokens', 'tokens', 'translations', 'hasReferral', '__proto__');
    const values = fc.dictionary(field, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }).map((changes) => ({ ...VALID_DAPP, ...changes }));
    await fc.assert(
      fc.asyncProperty(values, async (data) => {
        const before = await rowCounts();
        const { status, body } = await submit('dapp', data);
        expect([200, 400]).toContain(status);
        if (status === 400) {
          expect(body.errors.length).toBeGreaterThan(0);
          expect(await rowCounts()).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('token and NFT submissions', () => {
  it('stores a token and refuses the same network and contract again', async () => {
    const first = await submit('token', VALID_TOKEN);
    expect(first.status).toBe(200);
    expect(first.body.data.receipt).toMatch(/^T-/);
    const errors = await expectRefusedWithoutRows(() => submit('token', { ...VALID_TOKEN, address: VALID_TOKEN.address.toLowerCase(), symbol: 'OTHER' }));
    expect(errors).toEqual([{ field: 'address', key: 'duplicateToken', message: 'This token has already been submitted' }]);
    expect((await submit('token', { ...VALID_TOKEN, network: 'bsc', bl_symbol: 'BSC' })).status).toBe(200);
  });

  it('answers the token form messages', async () => {
    const errors = await expectRefusedWithoutRows(() => submit('token', { ...VALID_TOKEN, website: `https://a.io/${'x'.repeat(200)}`, gas: '' }, null));
    expect(errors.map((e) => e.message)).toEqual(['GAS is required', 'Official Website is too long', 'Logo is required']);
  });

  it('stores an NFT collection with its protocol type', async () => {
    const { status, body } = await submit('nft', VALID_NFT);
    expect(status).toBe(200);
    const [row] = await api.database.db.query<{ protocol: string }>(
      'select n.protocol from nft_submissions n join submissions s on s.id = n.submission_id where s.receipt = $1',
      [body.data.receipt],
    );
    expect(row.protocol).toBe('ERC-721');
  });
});

describe('submission status and donations', () => {
  let receipt: string;
  let other: string;
  beforeAll(async () => {
    receipt = (await submit('dapp', VALID_DAPP)).body.data.receipt;
    other = (await submit('nft', { ...VALID_NFT, address: '0x0000000000000000000000000000000000000abc' })).body.data.receipt;
  });

  const donate = async (to: string, payload: unknown) => {
    const response = await api.app.inject({ method: 'POST', url: `/api/submissions/${to}/donation`, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers 404 for an unknown receipt and 400 for a malformed one', async () => {
    expect((await api.app.inject({ url: '/api/submissions/D-0000000000000000' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: "/api/submissions/1'%20or%201=1" })).statusCode).toBe(400);
  });

  it('attaches a donation once, and shows it in the status', async () => {
    const link = `https://bscscan.com/tx/0x${'ab'.repeat(32)}`;
    const first = await donate(receipt, { payment: '200.4821', explorer_url: link });
    expect(first.body.data).toMatchObject({ payment: '200.4821', explorer_url: link });
    const state = await api.app.inject({ url: `/api/submissions/${receipt}` });
    expect(state.json().data.donation).toMatchObject({ payment: '200.4821' });
    const again = await expectRefusedWithoutRows(() => donate(receipt, { payment: '200.1', explorer_url: 'https://bscscan.com/tx/0x1' }));
    expect(again[0].key).toBe('donationExists');
  });

  it('refuses a donation link already used by another submission, however it is written', async () => {
    const reused = `https://www.BscScan.com/tx/0x${'AB'.repeat(32)}?ref=1`;
    const errors = await expectRefusedWithoutRows(() => donate(other, { payment: '100.1234', explorer_url: reused }));
    expect(errors[0]).toMatchObject({ field: 'explorer_url', key: 'duplicateDonation' });
  });

  it('refuses a donation that is not a payment and a link', async () => {
    const errors = await expectRefusedWithoutRows(() => donate(other, { payment: 'lots', explorer_url: '<script>' }));
    expect(errors.map((e) => e.field)).toEqual(['payment', 'explorer_url']);
    expect((await donate('D-0000000000000000', { payment: '1', explorer_url: 'https://bscscan.com/tx/0x2' })).status).toBe(404);
  });
});

describe('subscribe', () => {
  const subscribe = async (payload: unknown, headers: Record<string, string> = {}) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/tokenPocket/subscribe', payload: withPersonGuard(payload) as string, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('stores an address once, however often it is sent', async () => {
    expect((await subscribe({ email: 'Reader@Example.com' })).body).toEqual({ result: 0, message: 'success' });
    expect((await subscribe({ email: 'reader@example.com ' })).body.result).toBe(0);
    const rows = await api.database.db.query(`select email from subscribers where email = 'reader@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it.each([[{ email: 'not-an-email' }], [{ email: 42 }], [{}]])('answers Error Email! for %p', async (payload) => {
    const errors = await expectRefusedWithoutRows(() => subscribe(payload));
    expect(errors[0]).toEqual({ field: 'email', key: 'subscribeEmailInvalid', message: 'Error Email!' });
  });

  it('refuses an oversized or unreadable body', async () => {
    const large = await expectRefusedWithoutRows(() => subscribe({ email: `${'a'.repeat(8000)}@b.co` }));
    expect(large[0].key).toBe('bodyTooLarge');
    const broken = await expectRefusedWithoutRows(() => subscribe('{"email":', { 'content-type': 'application/json' }));
    expect(broken[0].key).toBe('invalidBody');
  });
});
