import { VALID_DAPP } from './fixtures';
import { validate } from './issues';
import { schemas, schemasFor } from './schemas';

const errorsOf = (input: unknown) => {
  const result = validate(schemas.dapp, input);
  return result.success ? [] : result.errors;
};

describe('DApp schema', () => {
  it('accepts a complete submission and cleans it', () => {
    const result = validate(schemas.dapp, { ...VALID_DAPP, title: '  Lotus Swap  ', url: 'lotus-swap.example.org' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.title).toBe('Lotus Swap');
    expect(result.data.url).toBe('https://lotus-swap.example.org');
    expect(result.data.addresses).toHaveLength(2);
    expect(result.data.referral).toBeNull();
  });

  it('names every missing field with the spec message', () => {
    const errors = errorsOf({});
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      platform: 'Network is required',
      title: 'DApp Name is required',
      address: 'DApp Contract is required',
      url: 'DApp Website is required',
      desc: 'Desc is required',
      email: 'Email is required',
      others: 'Other contact information is required',
      category: 'Select at least one category',
      tp_connect: 'Select at least one',
    });
  });

  it('refuses over-long text with the count', () => {
    expect(errorsOf({ ...VALID_DAPP, title: 'x'.repeat(61) })).toEqual([
      { field: 'title', key: 'tooLong', message: 'No more than 60 characters' },
    ]);
  });

  it('refuses markup in text and bad URLs and e-mails', () => {
    const errors = errorsOf({ ...VALID_DAPP, desc: '<script>alert(1)</script>', url: 'javascript:alert(1)', email: 'nobody' });
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['url', 'invalidUrl'],
      ['desc', 'noHtml'],
      ['email', 'invalidEmail'],
    ]);
  });

  it('checks every contract address against the network', () => {
    expect(errorsOf({ ...VALID_DAPP, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed, TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toEqual([
      { field: 'address', key: 'invalidAddress', message: 'Please enter a valid address for this network' },
    ]);
    expect(errorsOf({ ...VALID_DAPP, platform: 'trx', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toEqual([]);
  });

  it('requires a contact other than e-mail (docs/product.md §5.1)', () => {
    expect(errorsOf({ ...VALID_DAPP, others: 'me@example.com' })[0]).toMatchObject({ field: 'others', key: 'otherContactRequired' });
  });

  it('requires the referral account and mode only when there is a referral programme', () => {
    expect(errorsOf({ ...VALID_DAPP, hasReferral: false, rakeBackAccount: '' })).toEqual([]);
    expect(errorsOf({ ...VALID_DAPP, hasReferral: true }).map((e) => e.message)).toEqual([
      'Contract account is required',
      'Select at least one',
    ]);
    const result = validate(schemas.dapp, {
      ...VALID_DAPP,
      hasReferral: true,
      rakeBackAccount: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      referralMode: 'contract',
      inviterMustTransact: true,
    });
    expect(result.success && result.data.referral).toEqual({
      rakeBackAccount: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      mode: 'contract',
      inviterMustTransact: true,
      contract: null,
    });
  });

  it('checks audit links only when the DApp declares an audit', () => {
    expect(errorsOf({ ...VALID_DAPP, hasAudit: false, audit_url: [''] })).toEqual([]);
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_url: [] })[0].message).toBe('Fill in at least one item of audit information');
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_url: [''] })[0]).toMatchObject({
      field: 'audit_url.0',
      message: 'Audit report URL is required.',
    });
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_url: [`https://audit.example.com/${'a'.repeat(1000)}`] })[0]).toMatchObject({
      field: 'audit_url.0',
      message: 'No more than 1000 characters',
    });
  });

  it('takes a report file as the audit information, and keeps the files only when the DApp declares an audit', () => {
    const withReport = validate(schemas.dapp, { ...VALID_DAPP, hasAudit: true, audit_url: [], audit_reports: [{ name: 'C:\\audits\\lotus.pdf' }] });
    expect(withReport.success && withReport.data.audit_reports).toEqual([{ name: 'lotus.pdf' }]);
    expect(withReport.success && withReport.data.audit_url).toEqual([]);
    const both = validate(schemas.dapp, { ...VALID_DAPP, hasAudit: true, audit_url: ['audits.example.com/lotus'], audit_reports: [{ name: 'a.pdf' }] });
    expect(both.success && [both.data.audit_url, both.data.audit_reports]).toEqual([['https://audits.example.com/lotus'], [{ name: 'a.pdf' }]]);
    const hidden = validate(schemas.dapp, { ...VALID_DAPP, hasAudit: false, audit_reports: [{ name: 'a.pdf' }] });
    expect(hidden.success && hidden.data.audit_reports).toEqual([]);
  });

  it('takes at most five report files', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `report-${i}.pdf` }));
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_reports: files(5) })).toEqual([]);
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_reports: files(6) })).toEqual([
      { field: 'audit_reports', key: 'auditReportsTooMany', message: 'Too many audit report files' },
    ]);
    expect(errorsOf({ ...VALID_DAPP, hasAudit: true, audit_reports: [{ name: 42 }] })[0].field).toBe('audit_reports.0.name');
  });

  it('requires at least one token row when the DApp has tokens, each valid on its network', () => {
    expect(errorsOf({ ...VALID_DAPP, hasTokens: true })[0].message).toBe('Add at least one token information.');
    const errors = errorsOf({ ...VALID_DAPP, hasTokens: true, tokens: [{ network: 'trx', symbol: 'LOT', contract: '0x1' }] });
    expect(errors).toEqual([{ field: 'tokens.0.contract', key: 'invalidAddress', message: 'Please enter a valid address for this network' }]);
  });

  it('refuses wrong types and unknown options', () => {
    const errors = errorsOf({ ...VALID_DAPP, category: ['1; DROP TABLE dapps'], tp_connect: 'sometimes', hasAudit: 'yes' });
    expect(errors.map((e) => e.field)).toEqual(['category.0', 'tp_connect', 'hasAudit']);
  });

  it('refuses the same language twice', () => {
    expect(errorsOf({ ...VALID_DAPP, translations: [{ language: 'en', title: 'Lotus', desc: 'Swap.' }] })[0].field).toBe('translations');
  });

  it('speaks the visitor language in the form schemas', () => {
    const result = schemasFor('ja').dapp.safeParse({ ...VALID_DAPP, title: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('DApp 名を入力してください');
  });
});
