import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { EMPTY_DAPP_SUMMARY, EMPTY_TOKEN_SUMMARY } from '@tp/shared/validation/fixtures';
import { adminGet } from '../pages/admin-api';
import { admin, AUDIT_REPORT, LOGO_MESSAGE, LOGOS, randomEvmAddress, SubmitPage } from '../pages/submit-page';

/** The token contract of the site settings as the donate panel shortens it. */
const SHORT_TOKEN_CONTRACT = ((contract: string) => `${contract.slice(0, 8)}…${contract.slice(-8)}`)(loadSiteSettings().settings.donation.tokenContract);

test.describe('DApp form', () => {
  test('an empty submit shows every required message, in a focused summary and beside each field', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await expect(site.main.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first()).toBeVisible();
    await site.submit();
    expect(await site.summaryMessages()).toEqual(EMPTY_DAPP_SUMMARY);
    expect(await site.messageOf('DApp name')).toBe('DApp Name is required');
    expect(await site.messageOf('Other contact')).toBe('Other contact information is required');
    await site.summary.getByRole('link', { name: 'DApp Website is required' }).click();
    await expect(site.field('Website')).toBeFocused();
    expect(site.consoleErrors).toEqual([]);
  });

  test('is submitted with its logo; the status page follows the review until an operator approves it', async ({ page, request }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.fillDapp('Harbour Swap');
    const receipt = await site.submitAndGetReceipt();
    await expect(site.main).toContainText('Your DApp will be listed after review.');

    await site.main.getByRole('link', { name: 'Follow the review' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/submit/status/${receipt}$`));
    await expect(site.main.getByRole('heading', { name: 'Harbour Swap' })).toBeVisible();
    await expect(site.submissionState).toHaveAttribute('data-state', 'received');

    await admin(request, 'approve', receipt);
    await site.main.getByRole('button', { name: 'Refresh' }).click();
    await expect(site.submissionState).toHaveAttribute('data-state', 'listed');
    await expect(site.submissionState).toContainText('Listed');
  });

  test('carries its audit report file, which an operator sees and downloads through the admin api', async ({ page, request }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.fillDapp('Beacon Vault');
    await site.declareAudit();
    await expect(site.main.getByRole('group', { name: 'Audit report files' })).toContainText('PDF only: up to 5 files, at most 10 MB each.');

    // A PNG is no report, whatever the picker is told: refused by its bytes, before upload.
    await site.attachAuditReports(LOGOS.valid);
    await expect(site.main.getByRole('alert')).toContainText('logo-400.png: The audit report must be a complete PDF file');
    await site.attachAuditReports(AUDIT_REPORT);
    await expect(site.attachedReports).toHaveCount(1);
    await expect(site.attachedReports.first()).toContainText('audit-report.pdf');
    const receipt = await site.submitAndGetReceipt();

    const detail = (await (await adminGet(request, `/api/admin/submissions/${receipt}`)).json()).data;
    const sent = readFileSync(AUDIT_REPORT);
    expect(detail.audit_reports).toEqual([expect.objectContaining({ file_name: 'audit-report.pdf', size: sent.length })]);
    expect(detail.details[0]).toMatchObject({ has_audit: true, audit_urls: [] });
    const file = await adminGet(request, detail.audit_reports[0].url);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toContain('attachment');
    expect((await file.body()).equals(sent)).toBe(true);
    expect((await request.get(detail.audit_reports[0].url)).status()).toBe(401);
  });

  test('a rejected submission shows its reason', async ({ page, request }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.fillDapp('Cove Lending');
    const receipt = await site.submitAndGetReceipt();
    await admin(request, 'reject', receipt, { reason: 'The contract is not deployed on mainnet.' });
    const state = await site.statusOf(receipt);
    await expect(state).toHaveAttribute('data-state', 'rejected');
    await expect(site.main.getByRole('heading', { name: 'Reason' })).toBeVisible();
    await expect(site.main).toContainText('The contract is not deployed on mainnet.');
  });

  test('a draft survives a reload, logo included, and is gone after success', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.fillDapp('Tideway');
    await site.waitForDraft('dapp', 'Tideway');
    await site.reload();
    await expect(site.submitButton).toBeVisible();
    await expect(site.main).toContainText('We restored the answers you typed earlier on this device.');
    await expect(site.field('DApp name')).toHaveValue('Tideway');
    await expect(site.field('Contract addresses')).toHaveValue('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await expect(site.main.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
    await site.submitAndGetReceipt();
    await site.gotoForm('dapp');
    await expect(site.field('DApp name')).toHaveValue('');
  });

  test('a form only looked at leaves no draft: coming back, nothing is said to be restored', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    // Every part of the form hydrated, as for a visitor who scrolled through it; then they leave.
    await site.whenHydrated(site.field('Other contact'));
    await site.reload();
    await site.whenHydrated(site.field('Other contact'));
    expect(await page.evaluate(() => localStorage.getItem('tp-submit:draft:dapp'))).toBeNull();
    await expect(site.main.getByRole('status').filter({ hasText: 'We restored' })).toHaveCount(0);
    expect(site.consoleErrors).toEqual([]);
  });
});

test.describe('logo checks', () => {
  for (const [name, file] of [['a 512×512 PNG', LOGOS.wrongSize], ['a renamed text file', LOGOS.notImage]] as const) {
    test(`${name} is refused before upload`, async ({ page }) => {
      const site = new SubmitPage(page);
      await site.gotoForm('token');
      await site.uploadLogo(file);
      await expect(site.main.getByText(LOGO_MESSAGE)).toBeVisible();
      await expect(site.main.getByRole('img', { name: 'Preview of the chosen logo' })).toHaveCount(0);
    });
  }

  test('the api refuses a bad logo on its own too', async ({ request }) => {
    const response = await request.post('/api/submissions/token', {
      multipart: {
        data: JSON.stringify({}),
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('This is a plain text file renamed to look like a PNG logo.') },
      },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'logo', message: LOGO_MESSAGE }));
  });
});

test.describe('token form', () => {
  test('an empty submit names each required field', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('token');
    await site.submit();
    expect(await site.summaryMessages()).toEqual(EMPTY_TOKEN_SUMMARY);
  });

  test('says when the website or the introduction is too long, with counters', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('token');
    await site.fillToken();
    await site.fill({ 'Official website': `https://maple.example.com/${'a'.repeat(200)}`, 'Token introduction': 'x'.repeat(2001) });
    await expect(site.main.getByText('2,001/2,000')).toBeVisible();
    await site.submit();
    await expect(site.summary).toBeFocused();
    expect(await site.messageOf('Official website')).toBe('Official Website is too long');
    expect(await site.messageOf('Token introduction')).toBe('Token Introduction is too long');
  });

  test('is submitted with its logo; tokens are handled within 2 working days', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('token');
    await site.fillToken(randomEvmAddress());
    await site.submitAndGetReceipt();
    await expect(site.main).toContainText('Your token will be listed after review.');
    await expect(site.main).toContainText('Token requests are processed within 2 working days.');
  });
});

test.describe('NFT form', () => {
  test('an empty submit names each required field', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('nft');
    await site.submit();
    const messages = await site.summaryMessages();
    expect(messages).toEqual(expect.arrayContaining(['Network is required', 'NFT protocol type is required', 'Contract address is required', 'Logo is required']));
  });

  test('is submitted with its logo and protocol type', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('nft');
    await site.fillNft();
    await site.submitAndGetReceipt();
    await expect(site.main).toContainText('Your NFT collection will be listed after review.');
  });
});

test.describe('donate panel', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows a kept amount in range, the shortened contract and copies with a toast; the donation goes with the submission', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.fillDapp('Lantern Pay');
    await site.openDonatePanel();
    const amount = (await site.donationAmount()) ?? '';
    expect(amount).toMatch(/^200\.\d{4}$/);
    const fraction = Number(amount.slice(4));
    expect(fraction).toBeGreaterThanOrEqual(1000);
    expect(fraction).toBeLessThanOrEqual(9999);

    const contract = site.donateDialog.getByTestId('donation-contract');
    await expect(contract).toBeHidden();
    await site.donateDialog.getByRole('button', { name: 'Token info' }).click();
    await expect(contract).toHaveText(SHORT_TOKEN_CONTRACT);

    await site.donateDialog.getByRole('button', { name: 'Copy amount' }).click();
    await expect(site.toasts).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(amount);

    const swap = site.donateDialog.getByRole('link', { name: /Swap BNB for TPT/ });
    await expect(swap).toHaveAttribute('href', /locale=en/);
    await expect(swap).toHaveAttribute('target', '_blank');

    await site.donateDialog.getByRole('button', { name: 'Close' }).click();
    await site.reload();
    await site.openDonatePanel();
    expect(await site.donationAmount()).toBe(amount);

    await site.donateDialog.getByRole('button', { name: 'Submit donation' }).click();
    await expect(site.donateDialog).toContainText('Transaction link is required');
    const link = `https://bscscan.com/tx/0x${'ab'.repeat(31)}${Date.now().toString(16).slice(-4)}`;
    await site.donateDialog.getByLabel('Paste the transaction link').fill(link);
    await site.donateDialog.getByRole('button', { name: 'Submit donation' }).click();
    await expect(site.donateDialog).toBeHidden();
    await expect(site.main).toContainText(`Donation of ${amount} TPT added.`);

    const receipt = await site.submitAndGetReceipt();
    await expect(site.main).toContainText(`Your donation of ${amount} TPT is attached to the submission.`);
    await site.statusOf(receipt);
    await expect(site.main).toContainText(`${amount} TPT`);
  });

  test('always shows the token info on mobile, and asks for 100 plus the fraction for a token @mobile', async ({ page }) => {
    test.skip(page.viewportSize()!.width > 767, 'mobile layout only');
    const site = new SubmitPage(page);
    await site.gotoForm('token');
    await site.openDonatePanel();
    expect(await site.donationAmount()).toMatch(/^100\.[1-9]\d{3}$/);
    await expect(site.donateDialog.getByTestId('donation-contract')).toHaveText(SHORT_TOKEN_CONTRACT);
    await expect(site.donateDialog.getByRole('button', { name: 'Token info' })).toHaveCount(0);
  });
});

test.describe('paths', () => {
  for (const kind of ['dapp', 'token', 'nft'] as const) {
    test(`/en/project/${kind} is served at /en/submit/${kind}`, async ({ page }) => {
      const site = new SubmitPage(page);
      await site.goto(`/en/project/${kind}`);
      await expect(page).toHaveURL(new RegExp(`/en/submit/${kind}$`));
      await expect(site.submitButton).toBeVisible();
    });
  }

  test('a client-side visit to an old path is replaced without a reload', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.gotoForm('dapp');
    await site.markDocument();
    await page.evaluate(() => {
      history.pushState(null, '', '/en/project/nft');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/en\/submit\/nft$/);
    await expect(site.main.getByRole('heading', { name: 'Submit an NFT collection' })).toBeVisible();
    expect(await site.documentWasKept()).toBe(true);
  });

  test('an unknown receipt shows "No records found"', async ({ page }) => {
    const site = new SubmitPage(page);
    await site.goto('/en/submit/status/D-0000000000000000');
    await expect(site.main.getByText('No records found')).toBeVisible();
  });
});
