import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@tp/shared/api/paths';
import { AUDIT_REPORT_RULES, LIMITS, schemas, validate, type DappSubmission, type FieldError, type GuardedForm, type MessageKey } from '@tp/shared/validation';
import type { Database, Queryable } from '../db/database';
import { ApiError, errorBody, fieldError, ok } from '../http/envelope';
import { admitForm } from '../http/form-guard';
import { existingCategories, isActiveNetwork } from '../store/catalog';
import { attachDonation, createDappSubmission, createNftSubmission, createTokenSubmission, submissionStatus } from '../store/submissions';
import { websiteHost } from '../checks/plan';
import type { PhishingList } from '../checks/phishing';
import { checkAuditReports, type CheckedAuditReport } from '../submissions/audit-reports';
import { checkLogo, type CheckedLogo } from '../submissions/logo';
import { readSubmission, type SubmissionUpload } from '../submissions/multipart';
import { decoyReceipt } from '../submissions/receipt';
import { normalizeReceipt, RECEIPT_PATTERN } from '@tp/shared/api/receipt';

const api = (path: string) => path.replace(/^\/api/, '');

const QUIET = '. Valid values that fail the form guard (honeypot, fill time) get a decoy receipt and nothing is stored';

const receiptParam = z.object({
  receipt: z.string('invalidValue').transform(normalizeReceipt).pipe(z.string().regex(RECEIPT_PATTERN, 'invalidValue')),
});

/** The networks a form names must be chains the store lists ('Chain not found' otherwise). */
async function checkNetworks(db: Queryable, fields: readonly [string, string][]): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, ns] of fields) {
    if (!(await isActiveNetwork(db, ns))) errors.push(fieldError(field, 'chainNotFound'));
  }
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The DApp form's values as its schema reads them: the report files are the
 * ones uploaded, listed by name, whatever the JSON says of them.
 */
function withUploadedReports(upload: SubmissionUpload): unknown {
  return isRecord(upload.data) ? { ...upload.data, audit_reports: upload.auditReports.map((file) => ({ name: file.name })) } : upload.data;
}

/**
 * Submissions: multipart with a `data` part (the form values as JSON, checked
 * with the forms' own schemas), a `logo` file and, for a DApp, its audit
 * report files (`audit_reports`); answered with a receipt. Limits per part
 * are set by readSubmission.
 */
export function submissionRoutes(db: Database, phishing: PhishingList): FastifyPluginAsyncZod {
  return async (app) => {
    // Files over their limit are read as too large, never thrown (readSubmission answers the field).
    await app.register(multipart, { throwFileSizeLimit: false });
    const tags = ['submissions'];

    /**
     * Reads and checks one submission; every field problem is answered at once
     * (the values, the logo, each report file), and nothing is stored unless
     * all pass. Valid values that fail the form guard come back as null: the
     * route answers a decoy receipt.
     */
    async function receive<S extends z.core.$ZodType>(
      request: FastifyRequest,
      form: GuardedForm,
      schema: S,
      logoRequired: MessageKey,
      references: (values: z.output<S>) => Promise<FieldError[]>,
    ): Promise<{ values: z.output<S>; logo: CheckedLogo; auditReports: CheckedAuditReport[] } | null> {
      const withReports = form === 'dapp';
      const upload = await readSubmission(request, { auditReports: withReports });
      const result = validate(schema, withReports ? withUploadedReports(upload) : upload.data);
      const errors: FieldError[] = result.success ? [...(await references(result.data))] : [...result.errors];
      const logo = upload.logo ? checkLogo(upload.logo) : null;
      if (!logo) errors.push(fieldError('logo', upload.logo || upload.logoProblem ? 'logoInvalid' : logoRequired));
      const reports = checkAuditReports(upload.auditReports);
      errors.push(...reports.errors);
      if (!result.success || !logo || errors.length > 0) throw new ApiError(400, errors);
      if (!(await admitForm(db, request.log, form, upload.data))) return null;
      return { values: result.data, logo, auditReports: reports.reports };
    }

    /** A website on MetaMask's phishing blocklist is refused, naming its field. */
    const phishingErrors = (field: string, url: string): FieldError[] => {
      const host = websiteHost(url);
      return host && phishing.isBlocked(host) ? [fieldError(field, 'phishingSite')] : [];
    };
    const dappReferences = async (dapp: DappSubmission) => {
      const networks: [string, string][] = [['platform', dapp.platform], ...dapp.tokens.map((t, i): [string, string] => [`tokens.${i}.network`, t.network])];
      const errors = [...phishingErrors('url', dapp.url), ...(await checkNetworks(db, networks))];
      const known = await existingCategories(db, dapp.category);
      if (dapp.category.some((id) => !known.has(id))) errors.push(fieldError('category', 'categoryNotFound'));
      return errors;
    };
    const networkReference = async (values: { network: string; website: string }) => [
      ...phishingErrors('website', values.website),
      ...(await checkNetworks(db, [['network', values.network]])),
    ];

    const multipartBody = { consumes: ['multipart/form-data'] };

    const reportLimits = `≤ ${AUDIT_REPORT_RULES.maxFiles} PDF files of ≤ ${AUDIT_REPORT_RULES.maxBytes / 1024 / 1024} MB`;
    app.post(api(API_PATHS.submitDapp), {
      schema: {
        tags,
        summary: `Submit a DApp (multipart: data = form JSON with the form guard, logo = 400×400 JPEG/PNG ≤ 5 MB, audit_reports = ${reportLimits}, kept when hasAudit)${QUIET}`,
        ...multipartBody,
      },
    }, async (request) => {
      const received = await receive(request, 'dapp', schemas.dapp, 'dappLogoRequired', dappReferences);
      if (!received) return ok(decoyReceipt('dapp'));
      // The schema lists the reports only when the DApp declares an audit: a hidden section is not stored.
      const reports = received.values.audit_reports.map((entry, i) => ({ name: entry.name, ...received.auditReports[i] }));
      return ok(await createDappSubmission(db, received.values, received.logo, reports));
    });

    app.post(api(API_PATHS.submitToken), {
      schema: { tags, summary: `Submit a token (multipart: data = form JSON with the form guard, logo); a token already submitted is refused${QUIET}`, ...multipartBody },
    }, async (request) => {
      const received = await receive(request, 'token', schemas.token, 'logoRequired', networkReference);
      return ok(received ? await createTokenSubmission(db, received.values, received.logo) : decoyReceipt('token'));
    });

    app.post(api(API_PATHS.submitNft), {
      schema: { tags, summary: `Submit an NFT collection (multipart: data = form JSON with the form guard, logo)${QUIET}`, ...multipartBody },
    }, async (request) => {
      const received = await receive(request, 'nft', schemas.nft, 'logoRequired', networkReference);
      return ok(received ? await createNftSubmission(db, received.values, received.logo) : decoyReceipt('nft'));
    });

    app.get(api(API_PATHS.submissionStatus), {
      schema: { tags, summary: 'Public status of a submission: received, in_review, listed or rejected (with reason), and the on-chain check of its donation', params: receiptParam },
    }, async (request, reply) => {
      const status = await submissionStatus(db, request.params.receipt);
      if (!status) return reply.code(404).send(errorBody(404, [fieldError('receipt', 'notFound')]));
      return ok(status);
    });

    app.post(api(API_PATHS.submissionDonation), {
      bodyLimit: LIMITS.explorerUrl * 4 + 1024,
      schema: { tags, summary: 'Attach the donate panel payment {payment, explorer_url} to a submission', params: receiptParam, body: schemas.donation },
    }, async (request) => ok(await attachDonation(db, request.params.receipt, request.body)));
  };
}
