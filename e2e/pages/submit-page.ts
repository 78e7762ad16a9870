import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPost } from './admin-api';
import { SitePage } from './site-page';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'submit');

/** Logo files: a valid 400×400 PNG, a 512×512 PNG, and a text file named .png. */
export const LOGOS = {
  valid: path.join(FIXTURES, 'logo-400.png'),
  wrongSize: path.join(FIXTURES, 'logo-512.png'),
  notImage: path.join(FIXTURES, 'not-an-image.png'),
} as const;

/** A small, whole PDF: an audit report the forms and the api accept. */
export const AUDIT_REPORT = path.join(FIXTURES, 'audit-report.pdf');

export const LOGO_MESSAGE = 'Please submit 400*400px, JPG&PNG, max 5M logo';

export type FormKind = 'dapp' | 'token' | 'nft';

/** A fresh EVM address in lower case (valid without a checksum), so repeated runs never submit the same token twice. */
export function randomEvmAddress(): string {
  const hex = Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `0x${hex}`;
}

/** The submission forms, the donate panel, the success and the status pages. */
export class SubmitPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  async gotoForm(kind: FormKind, lang = 'en') {
    await this.goto(`/${lang}/submit/${kind}`);
    await expect(this.submitButton).toBeVisible();
  }

  get submitButton(): Locator {
    return this.main.getByRole('button', { name: 'Submit for review' });
  }

  get summary(): Locator {
    return this.main.getByRole('alert').filter({ has: this.page.getByRole('heading', { name: 'Please fix these problems before submitting' }) });
  }

  /** The messages the summary lists, in page order. */
  async summaryMessages(): Promise<string[]> {
    await expect(this.summary).toBeFocused();
    return this.summary.getByRole('link').allInnerTexts();
  }

  /** A text field by the start of its label (labels end with a required mark or "(optional)"). */
  field(label: string): Locator {
    return this.main.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }

  /** The inline message under a field. */
  async messageOf(label: string): Promise<string | null> {
    const id = await this.field(label).first().getAttribute('id');
    return this.page.locator(`[id="${id}-error"]`).textContent();
  }

  async fill(values: Readonly<Record<string, string>>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async choose(group: string, option: string) {
    await this.main.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
  }

  async selectNetwork(label: string, network: string) {
    await this.main.getByRole('combobox', { name: label, exact: true }).selectOption({ label: network });
  }

  /** The logo picker: the one file input that takes images. */
  get logoInput(): Locator {
    return this.main.locator('input[type="file"][accept^="image/"]');
  }

  /** The DApp form's audit section, answered yes. */
  async declareAudit() {
    await this.main.getByRole('group', { name: 'Has the DApp been audited?' }).getByLabel('Yes', { exact: true }).check();
  }

  async attachAuditReports(...files: string[]) {
    await this.main.getByLabel('Attach report files').setInputFiles(files);
  }

  get attachedReports(): Locator {
    return this.main.getByRole('list', { name: 'Attached report files' }).getByRole('listitem');
  }

  async uploadLogo(file: string) {
    await this.logoInput.setInputFiles(file);
  }

  /**
   * Chooses a logo that passes the form's checks and waits for its preview, drawn from the file: the check takes a
   * moment, and the preview's arrival moves what is below it (a click aimed there before would land elsewhere).
   */
  async chooseValidLogo() {
    await this.uploadLogo(LOGOS.valid);
    const preview = this.main.getByRole('img', { name: 'Preview of the chosen logo' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);
  }

  async submit() {
    await this.submitButton.click();
  }

  /** Submits and waits for the success page; answers the receipt. */
  async submitAndGetReceipt(): Promise<string> {
    await this.submit();
    await expect(this.page).toHaveURL(/\/success\?receipt=/);
    const receipt = (await this.main.getByTestId('receipt').textContent()) ?? '';
    expect(receipt).toMatch(/^[DTN]-[0-9A-Z]{16}$/);
    return receipt;
  }

  async fillDapp(title = 'Harbour Swap') {
    await this.selectNetwork('Network', 'BNB Smart Chain');
    await this.fill({
      'DApp name': title,
      'Contract addresses': '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      Website: 'https://harbour-swap.example.org',
      'One-sentence description': 'Swap tokens on BNB Smart Chain with low fees.',
      'Contact e-mail': 'team@harbour-swap.example.org',
      'Other contact': 'Telegram: @harbourswap',
    });
    await this.main.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
    await this.choose('Wallet connection', 'Mobile app and browser extension');
    await this.chooseValidLogo();
  }

  /** Waits until the form's draft on this device holds `text` and its logo (drafts are written shortly after the last change). */
  async waitForDraft(kind: 'dapp' | 'token' | 'nft', text: string) {
    await expect
      .poll(() => this.page.evaluate((key) => [localStorage.getItem(`tp-submit:draft:${key}`) ?? '', localStorage.getItem(`tp-submit:draft-logo:${key}`) !== null], kind))
      .toEqual([expect.stringContaining(text), true]);
  }

  async fillToken(address = randomEvmAddress()) {
    await this.selectNetwork('Network', 'Ethereum');
    await this.fill({
      'Token contract address': address,
      'Owner address': '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      'Project name': 'Maple',
      'Token symbol': 'MPL',
      'Network code': 'ETH',
      'Total supply': '1000000000',
      Decimals: '18',
      'Display precision': '6',
      'Gas limit': '60000',
      'Official website': 'https://maple.example.com',
      'Token introduction': 'Maple is the governance token of the Maple lending market.',
      'Company or personal name': 'Maple Labs',
      'Contact e-mail': 'listing@maple.example.com',
      'Contact 1': 'Telegram: @maplelabs',
    });
    await this.chooseValidLogo();
  }

  async fillNft() {
    await this.selectNetwork('Network', 'Ethereum');
    await this.field('NFT protocol type').selectOption({ index: 1 });
    await this.fill({
      'Collection contract address': randomEvmAddress(),
      'Collection name': 'Harbour Lights',
      Symbol: 'HBL',
      Website: 'https://harbour-lights.example.net',
      'Collection introduction': 'A collection of 5,000 lighthouse illustrations.',
      'Contact e-mail': 'hello@harbour-lights.example.net',
      'Contact 1': 'Discord: harbourlights',
    });
    await this.chooseValidLogo();
  }

  get donateDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async openDonatePanel() {
    await this.main.getByRole('button', { name: 'Donate TPT' }).click();
    await expect(this.donateDialog.getByRole('heading', { name: 'Donate TPT' })).toBeVisible();
  }

  donationAmount(): Promise<string | null> {
    return this.donateDialog.getByTestId('donation-amount').textContent();
  }

  get toasts(): Locator {
    return this.page.locator('[role="status"][aria-live="polite"]');
  }

  /** The submission's state on its status page (the donation's check has a state of its own). */
  get submissionState(): Locator {
    return this.main.locator('[data-state]:not([data-testid="donation-check"])');
  }

  async statusOf(receipt: string): Promise<Locator> {
    await this.goto(`/en/submit/status/${receipt}`);
    const state = this.submissionState;
    await expect(state).toBeVisible();
    return state;
  }
}

/** An operator's review of a submission on the admin api of the e2e server. */
export async function admin(request: APIRequestContext, action: 'approve' | 'reject' | 'review', receipt: string, body: object = {}) {
  await adminPost(request, `/submissions/${receipt}/${action}`, body);
}
