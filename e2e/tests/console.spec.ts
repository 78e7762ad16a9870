import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { VALID_DAPP } from '@tp/shared/validation/fixtures';
import { formGuard } from '@tp/shared/validation/form-guard';
import { ADMIN_TOKEN, adminPost } from '../pages/admin-api';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(path.join(here, '../fixtures/submit', name));
const run = promisify(execFile);

/** A DApp submitted through the api as the form sends it (a person's fill time), with an audit report; answers its receipt. */
async function submitDapp(request: APIRequestContext, title: string): Promise<string> {
  const now = Date.now();
  const data = { ...VALID_DAPP, title, hasAudit: true, audit_url: [], ...formGuard('', now - 60_000, now) };
  const response = await request.post('/api/submissions/dapp', {
    multipart: {
      data: JSON.stringify(data),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: fixture('logo-400.png') },
      audit_reports: { name: 'audit.pdf', mimeType: 'application/pdf', buffer: fixture('audit-report.pdf') },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { receipt: string } }).data.receipt;
}

/** An editor made through the admin api signs in to the console in English. */
async function signInEditor(page: Page, request: APIRequestContext): Promise<void> {
  const name = `ed${Date.now().toString(36)}`;
  const password = `pw-${Date.now().toString(36)}-long-enough`;
  await adminPost(request, '/operators', { name, role: 'editor', password });
  // The form is the console's own render: the assertions below wait for it, not for every file of the page.
  await page.goto('/console', { waitUntil: 'commit' });
  await page.getByLabel('Language').or(page.getByLabel('语言')).selectOption('en');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${name} (editor)`)).toBeVisible();
}

test.describe('the operators’ console', () => {
  test('a visitor gets its sign-in and a 401 from the admin api; the page is never indexed', async ({ page, request }) => {
    // The headers are known on commit; the sign-in then shows whatever the page does while it starts.
    const response = await page.goto('/console', { waitUntil: 'commit' });
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response!.headers()['set-cookie']).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Sign in' }).or(page.getByRole('heading', { name: '登录' }))).toBeVisible();
    expect((await request.get('/api/admin/submissions')).status()).toBe(401);
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /console');
  });

  test('a reviewer made with the CLI signs in, approves a donated DApp into the store and rejects another in its submitter’s language', async ({ page, request, baseURL }) => {
    // One journey through the CLI, the api and two sites: slower than one page on a loaded two-core machine.
    test.setTimeout(180_000);
    const name = `rev${Date.now().toString(36)}`;
    const { stdout } = await run('pnpm', ['--silent', '--filter', '@tp/api', 'admin', 'operator', 'add', name, '--role', 'reviewer'], {
      cwd: path.join(here, '../..'),
      env: { ...process.env, ADMIN_TOKEN, API_URL: baseURL },
    });
    const password = /Password: (\S+)/.exec(stdout)![1];

    const title = `Console Swap ${Date.now().toString(36)}`;
    const approved = await submitDapp(request, title);
    const donation = await request.post(`/api/submissions/${approved}/donation`, { data: { payment: '200.4821', explorer_url: `https://bscscan.com/tx/0x${Date.now().toString(16).padStart(64, 'a')}` } });
    expect(donation.status(), await donation.text()).toBe(200);
    // Its submitter reads the site in Japanese: the status page says the reason in the reader's language.
    const refused = await submitDapp(request, `Refused ${Date.now().toString(36)}`);

    await page.goto('/console');
    await page.getByLabel('Language').or(page.getByLabel('语言')).selectOption('en');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Signed in as ${name} (reviewer)`)).toBeVisible();

    await page.getByLabel('Kind').selectOption('dapp');
    await page.getByLabel('Donation').selectOption('yes');
    await page.getByRole('link', { name: title }).click();
    const logo = page.getByRole('img', { name: 'Logo at full size' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    // Every DApp's website is checked against the phishing lists, look-alikes and duplicates from the moment it arrives.
    const findings = page.getByRole('region', { name: 'Automatic checks' });
    await expect(findings).toContainText('Phishing list');
    await expect(findings).toContainText('Duplicate');
    // The report opens in a tab of its own, in the browser's PDF viewer; the signed-in session may read it, a visitor may not.
    const report = page.getByRole('link', { name: 'Open audit.pdf' });
    await expect(report).toHaveAttribute('target', '_blank');
    const href = (await report.getAttribute('href'))!;
    const pdf = await page.request.get(href);
    expect([pdf.status(), pdf.headers()['content-type'], pdf.headers()['content-disposition']]).toEqual([200, 'application/pdf', expect.stringMatching(/^inline;/)]);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await request.get(href)).status()).toBe(401);

    await page.keyboard.press('a');
    await expect(page.getByText('Approved: it is listed now.')).toBeVisible();
    const search = await request.get(`/v1/application/search?key=${encodeURIComponent(title)}`);
    expect(((await search.json()) as { data: { list: { title: string }[] } }).data.list.map((d) => d.title)).toContain(title);

    await page.goto(`/console/submissions/${refused}`);
    // The keys work once the submission is shown.
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject (r)' })).toBeEnabled();
    await page.keyboard.press('r');
    await page.getByLabel('Reason').selectOption('unreachable');
    await page.getByLabel('Note for the submitter (optional)').fill('HTTP 502');
    await page.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(page.getByText('Rejected.', { exact: true })).toBeVisible();

    await page.goto(`/ja/submit/status/${refused}`);
    await expect(page.getByText('ウェブサイトまたはリンクにアクセスできませんでした。')).toBeVisible();
    await expect(page.getByText('HTTP 502')).toBeVisible();
  });

  test('an editor publishes a release that the download page lists at once', async ({ page, request }) => {
    await signInEditor(page, request);
    // An older build: it joins the history without becoming the download other tests expect.
    const version = `2.0.${Date.now() % 100_000}`;
    await page.getByRole('link', { name: 'Downloads' }).click();
    await page.getByText('Publish a release').click();
    const form = page.getByRole('form', { name: 'Publish a release' });
    await form.getByLabel('Version').fill(version);
    await form.getByLabel('Released at').fill('2024-01-02T10:00');
    await form.getByLabel('Download or store link').fill(`https://static.tp-wallet.example/releases/android/wallet-${version}.apk`);
    await form.getByLabel('Size in bytes').fill('51234567');
    await form.getByLabel('SHA-256 of the package').fill('e2'.repeat(32));
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Published ${version}: the download page shows it now.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Releases of Android, newest first' })).toContainText(version);

    // The history is rendered by the server: it is there before the page's scripts have loaded.
    await page.goto('/en/download/app?android=1', { waitUntil: 'commit' });
    await expect(page.getByRole('table', { name: 'Official Android releases' }).getByRole('row').filter({ hasText: version })).toContainText('Stable');
  });

  test('an editor renames a category and the store shows the new name', async ({ page, request }) => {
    // A category of its own, last in the store, so no other test sees its name change.
    const hid = 50_000 + (Date.now() % 40_000);
    await adminPost(request, '/categories', { hid, category_type: 0, m_index: 100_000, names: { en: `Draft ${hid}` } });
    await signInEditor(page, request);
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(hid));
    const form = page.getByRole('form', { name: `Names and icon of Draft ${hid}` });
    await form.getByLabel('English (en)').fill(`Renamed ${hid}`);
    await form.getByRole('button', { name: 'Save names and icon' }).click();
    await expect(page.getByRole('form', { name: `Names and icon of Renamed ${hid}` }).getByRole('status')).toHaveText(`Saved: the store shows Renamed ${hid} with these names now.`);

    await page.goto('/en/dappstore', { waitUntil: 'commit' });
    await expect(page.getByRole('navigation', { name: 'DApp categories' }).getByRole('link', { name: `Renamed ${hid}`, exact: true })).toBeVisible();
  });
});
