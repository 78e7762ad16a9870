import * as z from '../facades/zod-mini';
import { addIssue, checkAddresses, fieldBuilders, parseInto, type MessageFormatter } from './fields';
import { AUDIT_REPORT_RULES, cleanReportName } from './audit-report';
import { DAPP_LANGUAGES, REFERRAL_MODES, TP_CONNECT_OPTIONS, type DappLanguage, type ReferralMode, type TpConnect } from './choices';
import { LIMITS } from './limits';
import { LOOSE_EMAIL_PATTERN, URL_PATTERN, withScheme } from './patterns';

/** Splits the DApp's contract field: several addresses, comma-separated (docs/product.md §3.1). */
export function splitAddresses(value: string): string[] {
  return value
    .split(/[,，\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function buildDappSchema(msg: MessageFormatter) {
  const f = fieldBuilders(msg);

  const tokenRow = z.object({
    network: f.network(),
    symbol: f.text('tokenSymbolRequired', LIMITS.tokenSymbol),
    contract: f.text('addressRequired', LIMITS.address),
  });

  const translation = z.object({
    language: z.enum(DAPP_LANGUAGES, msg('invalidOption')),
    title: f.text('dappNameRequired', LIMITS.dappTitle),
    desc: f.text('descRequired', LIMITS.dappDesc),
  });

  // Sections behind a yes/no flag are typed loosely here and checked in the
  // transform only when their flag is on: a hidden, half-filled section must
  // not block the form.
  const looseRow = z.object({ network: z.optional(z.string()), symbol: z.optional(z.string()), contract: z.optional(z.string()) });

  const base = z.object({
    platform: f.network(),
    title: f.text('dappNameRequired', LIMITS.dappTitle),
    address: f.text('dappContractRequired', LIMITS.addressList),
    url: f.url('dappWebsiteRequired'),
    desc: f.text('descRequired', LIMITS.dappDesc),
    email: f.email(),
    others: f.text('otherContactRequired', LIMITS.contact),
    category: z
      .array(z.int(msg('invalidOption')).check(z.positive(msg('invalidOption'))), msg('categoryRequired'))
      .check(z.minLength(1, msg('categoryRequired')), z.maxLength(LIMITS.categories, msg('tooManyItems', { count: LIMITS.categories }))),
    tp_connect: z.enum(TP_CONNECT_OPTIONS, msg('selectAtLeastOne')),
    language: z.enum(DAPP_LANGUAGES, msg('invalidOption')),
    /** The same listing in the other languages; one stored row per language. */
    translations: z._default(
      z.array(translation, msg('invalidValue')).check(z.maxLength(LIMITS.translations, msg('tooManyItems', { count: LIMITS.translations }))),
      [],
    ),
    hasReferral: z._default(z.boolean(msg('invalidValue')), false),
    /** Referral contract account (docs/product.md §3.1 rakeBackAccount). */
    rakeBackAccount: z.optional(z.string(msg('invalidValue'))),
    referralMode: z.optional(z.string(msg('invalidValue'))),
    /** Whether the invitee must transact before the referral counts. */
    inviterMustTransact: z._default(z.boolean(msg('invalidValue')), false),
    /** The contract that distributes referral rewards, when it is not the referral account. */
    referralContract: z.optional(z.string(msg('invalidValue'))),
    hasAudit: z._default(z.boolean(msg('invalidValue')), false),
    audit_url: z._default(
      z.array(z.string(msg('auditUrlRequired')), msg('invalidValue')).check(z.maxLength(LIMITS.auditUrls, msg('tooManyItems', { count: LIMITS.auditUrls }))),
      [],
    ),
    /**
     * The report files attached, by name: the form lists the chosen files, the
     * api the uploaded ones (whatever the JSON says). Their bytes are judged
     * apart, by auditReportProblem.
     */
    audit_reports: z._default(
      z
        .array(z.object({ name: z.pipe(z.string(msg('invalidValue')), z.transform(cleanReportName)) }, msg('invalidValue')), msg('invalidValue'))
        .check(z.maxLength(AUDIT_REPORT_RULES.maxFiles, msg('auditReportsTooMany'))),
      [],
    ),
    hasTokens: z._default(z.boolean(msg('invalidValue')), false),
    tokens: z._default(
      z.array(looseRow, msg('invalidValue')).check(z.maxLength(LIMITS.tokensPerDapp, msg('tooManyItems', { count: LIMITS.tokensPerDapp }))),
      [],
    ),
  });

  const account = f.text('contractAccountRequired', LIMITS.account);
  const auditUrl = z.pipe(
    z.string(msg('auditUrlRequired')).check(
      z.trim(),
      z.minLength(1, msg('auditUrlRequired')),
      z.maxLength(LIMITS.auditUrl, msg('tooLong', { count: LIMITS.auditUrl })),
      z.regex(URL_PATTERN, msg('invalidUrl')),
    ),
    z.transform(withScheme),
  );

  return z.pipe(base, z.transform((value: z.output<typeof base>, ctx) => {
    const addresses = splitAddresses(value.address);
    if (addresses.length > LIMITS.addressesPerList) {
      addIssue(ctx, { code: 'custom', message: msg('tooManyItems', { count: LIMITS.addressesPerList }), params: { count: LIMITS.addressesPerList }, path: ['address'] });
    } else {
      checkAddresses(ctx, msg, value.platform, addresses, ['address']);
    }

    // docs/product.md §5.1: the contact must include a way other than e-mail.
    if (LOOSE_EMAIL_PATTERN.test(value.others)) {
      addIssue(ctx, { code: 'custom', message: msg('otherContactRequired'), path: ['others'] });
    }

    const languages = [value.language, ...value.translations.map((t) => t.language)];
    if (new Set(languages).size !== languages.length) {
      addIssue(ctx, { code: 'custom', message: msg('invalidOption'), path: ['translations'] });
    }

    let referral: DappReferral | null = null;
    if (value.hasReferral) {
      const rakeBackAccount = parseInto(ctx, account, value.rakeBackAccount ?? '', ['rakeBackAccount']);
      if (rakeBackAccount) checkAddresses(ctx, msg, value.platform, [rakeBackAccount], ['rakeBackAccount']);
      const mode = parseInto(ctx, z.enum(REFERRAL_MODES, msg('selectAtLeastOne')), value.referralMode, ['referralMode']);
      const contract = parseInto(ctx, f.optionalText(LIMITS.account), value.referralContract, ['referralContract']);
      if (contract) checkAddresses(ctx, msg, value.platform, [contract], ['referralContract']);
      if (rakeBackAccount && mode) {
        referral = { rakeBackAccount, mode, inviterMustTransact: value.inviterMustTransact, contract: contract ?? null };
      }
    }

    let audits: string[] = [];
    let reports: AuditReportEntry[] = [];
    if (value.hasAudit) {
      // docs/product.md §5.1: at least one item of audit information, a link or a report file.
      if (value.audit_url.length === 0 && value.audit_reports.length === 0) {
        addIssue(ctx, { code: 'custom', message: msg('auditInfoRequired'), path: ['audit_url'] });
      }
      audits = value.audit_url.flatMap((entry, i) => parseInto(ctx, auditUrl, entry, ['audit_url', i]) ?? []);
      reports = value.audit_reports;
    }

    let tokens: DappToken[] = [];
    if (value.hasTokens) {
      if (value.tokens.length === 0) {
        addIssue(ctx, { code: 'custom', message: msg('tokenInfoRequired'), path: ['tokens'] });
      }
      tokens = value.tokens.flatMap((row, i) => {
        const parsed = parseInto(ctx, tokenRow, row, ['tokens', i]);
        if (parsed) checkAddresses(ctx, msg, parsed.network, [parsed.contract], ['tokens', i, 'contract']);
        return parsed ?? [];
      });
    }

    const submission: DappSubmission = {
      platform: value.platform,
      title: value.title,
      addresses,
      url: value.url,
      desc: value.desc,
      email: value.email,
      others: value.others,
      category: [...new Set(value.category)],
      tp_connect: value.tp_connect,
      language: value.language,
      translations: value.translations,
      referral,
      audit_url: audits,
      audit_reports: reports,
      tokens,
    };
    return submission;
  }));
}

export interface DappToken {
  readonly network: string;
  readonly symbol: string;
  readonly contract: string;
}

/** An attached audit report file, as the values know it. */
export interface AuditReportEntry {
  readonly name: string;
}

export interface DappReferral {
  readonly rakeBackAccount: string;
  readonly mode: ReferralMode;
  readonly inviterMustTransact: boolean;
  /** The referral distribution contract, when there is one. */
  readonly contract: string | null;
}

/** A DApp submission after validation: cleaned, with hidden sections dropped. */
export interface DappSubmission {
  readonly platform: string;
  readonly title: string;
  readonly addresses: readonly string[];
  readonly url: string;
  readonly desc: string;
  readonly email: string;
  readonly others: string;
  readonly category: readonly number[];
  readonly tp_connect: TpConnect;
  readonly language: DappLanguage;
  readonly translations: readonly { readonly language: DappLanguage; readonly title: string; readonly desc: string }[];
  /** Null when the DApp has no referral programme. */
  readonly referral: DappReferral | null;
  readonly audit_url: readonly string[];
  /** Empty when the DApp has no audit; the files' bytes travel beside the values. */
  readonly audit_reports: readonly AuditReportEntry[];
  readonly tokens: readonly DappToken[];
}
