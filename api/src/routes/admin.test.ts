import { VALID_DAPP, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import type { Dapp } from '@tp/shared/api/types';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runAdmin } from '../cli/admin-commands';
import { pdf } from '../testing/documents';
import { png } from '../testing/images';
import { multipartBody, type TestFile } from '../testing/multipart';
import { startTestApi, TEST_ADMIN_TOKEN, type TestApi } from '../testing/test-api';

let api: TestApi;
let apiUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

/** Runs the admin CLI against the listening api; answers its exit code and output. */
async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runAdmin(argv, { apiUrl, token: TEST_ADMIN_TOKEN, fetch, out: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

async function submit(kind: 'dapp' | 'token', data: unknown, auditReports: readonly TestFile[] = []): Promise<string> {
  const { payload, headers } = await multipartBody(data, { bytes: png(400, 400) }, auditReports);
  const response = await api.app.inject({ method: 'POST', url: `/api/submissions/${kind}`, payload, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.receipt;
}

const statusOf = async (receipt: string) => (await api.app.inject({ url: `/api/submissions/${receipt}` })).json().data;
const get = async <T>(url: string) => (await api.app.inject({ url })).json().data as T;

describe('admin api', () => {
  it('refuses requests without the bearer token', async () => {
    expect((await api.app.inject({ url: '/api/admin/submissions' })).statusCode).toBe(401);
    const wrong = await api.app.inject({ url: '/api/admin/submissions', headers: { authorization: 'Bearer nope' } });
    expect([wrong.statusCode, wrong.json().result]).toEqual([401, 401]);
  });

  it('takes a DApp from submission to the store', async () => {
    const receipt = await submit('dapp', { ...VALID_DAPP, title: 'Harbor Stake', platform: 'trx', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', category: [4] });
    expect((await cli('pending')).output).toContain(`${receipt}  dapp   received`);

    expect((await cli('review', receipt)).code).toBe(0);
    expect((await statusOf(receipt)).status).toBe('in_review');
    // Answered, and kept by the catalogue cache, before the approval.
    expect((await get<Dapp[]>('/v1/application/category_dapplist?category_id=4&count=1'))[0].title).not.toBe('Harbor Stake');
    expect((await get<{ list: Dapp[] }>('/v1/application/search?key=harbor')).list).toEqual([]);
    expect((await cli('approve', receipt, '--hot', '999999')).output).toBe(`${receipt} is listed.`);
    expect((await statusOf(receipt)).status).toBe('listed');

    const staking = await get<Dapp[]>('/v1/application/category_dapplist?category_id=4&count=1');
    expect(staking[0]).toMatchObject({ title: 'Harbor Stake', networks: ['trx'], url: 'https://lotus-swap.example.org' });
    const onTron = await get<Dapp[]>('/v1/application/category_dapplist?ns=trx&count=1');
    expect(onTron[0].title).toBe('Harbor Stake');
    expect((await get<{ list: Dapp[] }>('/v1/application/search?key=harbor')).list.map((d) => d.title)).toEqual(['Harbor Stake']);
    const logo = await api.app.inject({ url: staking[0].icon_url });
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await cli('pending')).output).not.toContain(receipt);
  });

  it('rejects with a reason the submitter sees, and frees the token for a new submission', async () => {
    const receipt = await submit('token', VALID_TOKEN);
    const { code } = await cli('reject', receipt, 'Contract', 'not', 'verified', 'on', 'mainnet');
    expect(code).toBe(0);
    expect(await statusOf(receipt)).toMatchObject({ status: 'rejected', reason: 'Contract not verified on mainnet' });
    await submit('token', VALID_TOKEN);
  });

  it('takes a rejected DApp out of the store and keeps the unreviewed logos private', async () => {
    const receipt = await submit('dapp', { ...VALID_DAPP, title: 'Short Lived' });
    const detail = await api.app.inject({ url: `/api/admin/submissions/${receipt}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    const logoId = detail.json().data.logo_id;
    expect((await api.app.inject({ url: `/api/logos/${logoId}` })).statusCode).toBe(404);
    await cli('approve', receipt);
    expect((await get<{ list: Dapp[] }>('/v1/application/search?key=short%20lived')).list).toHaveLength(1);
    await cli('reject', receipt, 'Website offline');
    expect((await get<{ list: Dapp[] }>('/v1/application/search?key=short%20lived')).list).toHaveLength(0);
  });

  it('lists, shows and downloads the audit report files of a DApp, to operators only', async () => {
    const report = pdf('Anchor audit by Harbor Security');
    const receipt = await submit('dapp', { ...VALID_DAPP, title: 'Anchor Vault', hasAudit: true }, [{ bytes: report, name: 'Anchor “final” (v2).pdf' }, { bytes: pdf('round 2') }]);
    expect((await cli('pending')).output).toMatch(new RegExp(`${receipt}  dapp   received .* Anchor Vault  \\(2 audit reports\\)`));

    const shown = JSON.parse((await cli('show', receipt)).output) as { audit_reports: { id: number; file_name: string; size: number; sha256: string; url: string }[] };
    expect(shown.audit_reports.map((r) => [r.file_name, r.size])).toEqual([['Anchor “final” (v2).pdf', report.length], ['report-2.pdf', pdf('round 2').length]]);
    const [first] = shown.audit_reports;
    expect(first.url).toBe(`/api/admin/audit-reports/${first.id}`);

    const download = await api.app.inject({ url: first.url, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Anchor _final_ (v2).pdf"; filename*=UTF-8''Anchor%20%E2%80%9Cfinal%E2%80%9D%20%28v2%29.pdf`);
    expect(download.rawPayload.equals(report)).toBe(true);
    expect((await api.app.inject({ url: first.url })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/api/admin/audit-reports/999999', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).statusCode).toBe(404);

    const out = path.join(mkdtempSync(path.join(tmpdir(), 'tp-admin-')), 'anchor.pdf');
    const saved = await cli('audit-report', String(first.id), '--out', out);
    expect(saved).toEqual({ code: 0, output: `Saved ${report.length} bytes to ${out}.` });
    expect(readFileSync(out).equals(report)).toBe(true);
    expect((await cli('audit-report', 'x')).code).toBe(2);
    expect((await cli('audit-report', '999999', '--out', out)).code).toBe(1);
  });

  it('refuses to approve what is not pending', async () => {
    const receipt = await submit('dapp', { ...VALID_DAPP, title: 'Twice' });
    await cli('approve', receipt);
    const again = await cli('approve', receipt);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/409/);
  });

  it('publishes news, banners and categories', async () => {
    const news = await cli('publish-news', '--lang', 'en', '--title', 'Operators can publish', '--summary', 'A test story.', '--content', '<p>Body</p>');
    expect(news.code).toBe(0);
    const story = Number(/story (\d+)/.exec(news.output)![1]);
    await cli('publish-news', '--lang', 'ja', '--title', '運営から公開', '--summary', 'テスト記事。', '--content', '<p>本文</p>', '--story', String(story));
    const [latest] = await get<{ id: number; title: string }[]>('/v1/news/list?count=1&lang=en');
    expect(latest.title).toBe('Operators can publish');
    expect((await get<{ title: string }>(`/v1/news/${latest.id}?lang=ja`)).title).toBe('運営から公開');

    await cli('publish-banner', '--placement', 'content', '--lang', 'en', '--title', 'New banner', '--image-url', '/api/art/banner/x.svg', '--url', 'https://example.org', '--sort=-1');
    expect((await get<{ title: string }[]>('/v1/banner/list?lang=en'))[0].title).toBe('New banner');

    const category = await cli('publish-category', '--hid', '14', '--type', '0', '--m-index', '50', '--name', 'en=Infrastructure', '--name', 'zh-Hans=基础设施');
    expect(category.code).toBe(0);
    const names = await get<{ hid: number; name: string }[]>('/v1/application/category_list?lang=zh');
    expect(names.find((c) => c.hid === 14)?.name).toBe('基础设施');
  });

  it('explains its usage on a bad command line', async () => {
    expect((await cli('reject', 'D-0000000000000000')).code).toBe(2);
    expect((await cli('publish-category', '--hid', 'x')).code).toBe(2);
    expect((await cli('frobnicate')).output).toContain('Usage:');
  });

  it('refuses invalid admin input with the field', async () => {
    const response = await api.app.inject({
      method: 'POST', url: '/api/admin/banners', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { placement: 'sky', lang: 'en', title: 'x', image_url: 'javascript:alert(1)', url: 'https://a.io' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['placement', 'image_url']);
  });
});
