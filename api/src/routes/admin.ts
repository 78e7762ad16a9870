import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { link, text } from '../http/fields';
import * as q from '../http/query';
import { CONTENT_LANGUAGES } from '../languages';
import { listAdminActions, recordAdminAction } from '../store/admin-actions';
import { formRefusalCounts } from '../store/form-refusals';
import { publishRelease, reportFakeVersion } from '../store/releases';
import { approve, auditReportFile, listSubmissions, publishBanner, publishCategory, publishNews, reject, startReview, submissionDetail } from '../store/review';
import { ADMIN_CHECK_PATHS, CHECK_KINDS, CHECK_REASONS, CHECK_STATES } from '@tp/shared/contracts/submission-checks';
import { rerunChecks, submissionChecks } from '../checks/store';
import { normalizeReceipt, RECEIPT_PATTERN } from '@tp/shared/api/receipt';
import { fakeVersionInput, releaseInput } from './release-schemas';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Who acted, in the audit log: a short hash of the token that tells tokens apart and cannot be used as one. */
export function adminFingerprint(token: string): string {
  return createHash('sha256').update(`admin-fingerprint:${token}`).digest('hex').slice(0, 16);
}

const receiptParam = z.object({ receipt: z.string().transform(normalizeReceipt).pipe(z.string().regex(RECEIPT_PATTERN, 'invalidValue')) });
const checkKind = z.enum(CHECK_KINDS, 'invalidOption');
/** A path of ADMIN_CHECK_PATHS inside this plugin (mounted at /api/admin). */
const api = (path: string) => path.replace(/^\/api\/admin/, '');
const language = z.enum(CONTENT_LANGUAGES as [ContentLanguage, ...ContentLanguage[]], 'invalidOption');

/** Content-Disposition of a download: an ASCII fallback name and the exact name, encoded (RFC 6266, RFC 5987). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The operators' api under /api/admin, behind `Authorization: Bearer <ADMIN_TOKEN>`.
 * It exists only when a token is configured.
 */
export function adminRoutes(db: Database, adminToken: string): FastifyPluginAsyncZod {
  const expected = digest(adminToken);
  const actor = adminFingerprint(adminToken);
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      // Compare digests: equal length, constant time, no hint of the token's length.
      if (!token || !timingSafeEqual(digest(token), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ result: 401, message: 'A valid admin token is required.' });
      }
    });
    // Every change an operator makes (or tries) is kept, before the answer leaves: who, what, when and
    // how it ended. Reads are not.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 401 || request.method === 'GET' || request.method === 'HEAD') return payload;
      const action = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      const target = (request.params ?? {}) as Record<string, unknown>;
      await recordAdminAction(db, { actor, action, target, status: reply.statusCode }).catch((error: unknown) =>
        request.log.error({ err: error, action }, 'admin action could not be recorded'),
      );
      return payload;
    });
    const tags = ['admin'];
    const security = [{ bearer: [] }];

    app.get('/submissions', {
      schema: {
        tags, security, summary: 'Submissions by status (pending = received or in review), oldest first',
        querystring: z.object({
          status: z.enum(['pending', 'all', 'received', 'in_review', 'listed', 'rejected'], 'invalidOption').default('pending'),
          kind: z.enum(['dapp', 'token', 'nft'], 'invalidOption').optional(),
          check: checkKind.optional(),
          check_state: z.enum(CHECK_STATES, 'invalidOption').optional(),
          check_reason: z.enum(CHECK_REASONS, 'invalidOption').optional(),
          start: q.start,
          count: q.count(50, 500),
        }),
      },
    }, async (request) => {
      const { check, check_state, check_reason, ...filter } = request.query;
      return ok(await listSubmissions(db, { ...filter, checks: { check, check_state, check_reason } }));
    });

    app.get(api(ADMIN_CHECK_PATHS.list), { schema: { tags, security, summary: 'Every automatic check of a submission, with its outcome and reason', params: receiptParam } },
      async (request) => ok(await submissionChecks(db, request.params.receipt)));

    app.post(api(ADMIN_CHECK_PATHS.rerun), {
      schema: { tags, security, summary: 'Run the checks of one kind of a submission again, from the start', params: receiptParam.extend({ kind: checkKind }) },
    }, async (request) => ok(await rerunChecks(db, request.params.receipt, request.params.kind)));

    app.get('/submissions/:receipt', { schema: { tags, security, summary: 'Everything about one submission', params: receiptParam } },
      async (request) => ok(await submissionDetail(db, request.params.receipt)));

    app.post('/submissions/:receipt/review', { schema: { tags, security, summary: 'Mark a received submission as in review', params: receiptParam } },
      async (request) => {
        await startReview(db, request.params.receipt);
        return ok(null);
      });

    app.post('/submissions/:receipt/approve', {
      schema: { tags, security, summary: 'List a pending submission (a DApp enters the store)', params: receiptParam, body: z.object({ hot: z.int().min(0).max(1_000_000).optional() }).default({}) },
    }, async (request) => {
      await approve(db, request.params.receipt, request.body.hot);
      return ok(null);
    });

    app.post('/submissions/:receipt/reject', {
      schema: { tags, security, summary: 'Reject a submission with the reason its submitter will see', params: receiptParam, body: z.object({ reason: text(500) }) },
    }, async (request) => {
      await reject(db, request.params.receipt, request.body.reason);
      return ok(null);
    });

    app.get('/logos/:id', { schema: { tags, security, summary: 'Any submitted logo', params: q.idParam } }, async (request, reply) => {
      const [logo] = await db.query<{ content_type: string; bytes: Uint8Array }>('select content_type, bytes from logos where id = $1', [request.params.id]);
      if (!logo) return reply.callNotFound();
      return reply.type(logo.content_type).send(Buffer.from(logo.bytes));
    });

    app.get('/audit-reports/:id', {
      schema: { tags, security, summary: 'An audit report file of a DApp submission (PDF, as a download); its id is in the submission’s audit_reports', params: q.idParam },
    }, async (request, reply) => {
      const report = await auditReportFile(db, request.params.id);
      if (!report) return reply.callNotFound();
      // A download, never a page of the site's origin: the file is the submitter's.
      return reply.type(report.content_type).header('content-disposition', attachment(report.file_name)).send(report.bytes);
    });

    app.post('/news', {
      bodyLimit: 1024 * 1024,
      schema: {
        tags, security, summary: 'Publish a news article (one language; pass story to add a language to an existing story)',
        body: z.object({
          lang: language, title: text(200), summary: text(500), content: text(200_000), cover_url: link.nullable().optional(),
          story: z.int().positive().optional(), created_at: z.iso.datetime({ offset: true }).optional(),
        }),
      },
    }, async (request) => ok(await publishNews(db, request.body)));

    app.post('/banners', {
      schema: {
        tags, security, summary: 'Publish a banner (store: DApp store super banners; content: banner/list)',
        body: z.object({
          placement: z.enum(['store', 'content'], 'invalidOption'), lang: language, title: text(200), image_url: link, url: link,
          sort: z.int().optional(), start_time: z.iso.datetime({ offset: true }).optional(), end_time: z.iso.datetime({ offset: true }).nullable().optional(),
        }),
      },
    }, async (request) => ok(await publishBanner(db, request.body)));

    app.post('/categories', {
      schema: {
        tags, security, summary: 'Create or update a category and its names',
        body: z.object({
          hid: z.int().positive(), category_type: z.int().min(0).max(9), m_index: z.int().min(0).max(100_000), icon_url: link.nullable().optional(),
          names: z.partialRecord(language, text(60)).refine((names) => Boolean(names.en), 'requiredItem'),
        }),
      },
    }, async (request) => {
      await publishCategory(db, request.body);
      return ok(null);
    });

    app.post('/releases', {
      schema: {
        tags, security,
        summary: 'Publish a release: a package with its size, SHA-256 and signing certificate, or a store listing with its id. The same release again is answered as stored; other details for a published one are refused (409)',
        body: releaseInput,
      },
    }, async (request) => ok(await publishRelease(db, request.body)));

    app.post('/fake-versions', {
      schema: {
        tags, security, summary: 'Report a version number passed off as an official release (platform null: for any); an official version is refused (409)',
        body: fakeVersionInput,
      },
    }, async (request) => ok(await reportFakeVersion(db, request.body)));

    app.get('/audit', {
      schema: { tags, security, summary: 'Admin actions, latest first: who (token fingerprint), what (method, route, parameters), when, and the status', querystring: z.object({ start: q.start, count: q.count(50, 500) }) },
    }, async (request) => ok({ fingerprint: actor, actions: await listAdminActions(db, request.query) }));

    app.get('/form-refusals', {
      schema: {
        tags, security, summary: 'Forms refused quietly by the honeypot or the fill time, counted per day, form and reason',
        querystring: z.object({ days: q.intParamOr(1, 366, 30) }),
      },
    }, async (request) => ok(await formRefusalCounts(db, request.query.days)));
  };
}
