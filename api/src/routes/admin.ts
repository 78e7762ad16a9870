import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { SUBMISSION_KINDS } from '@tp/shared/api/types';
import { REJECTION_REASONS } from '@tp/shared/contracts/console';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { link, text } from '../http/fields';
import * as q from '../http/query';
import { CONTENT_LANGUAGES } from '../languages';
import { actorAddress, registerAdminAuth } from '../console/admin-auth';
import { sessionRoutes } from '../console/session-routes';
import type { SessionLimits } from '../console/sessions';
import type { SignInLimits } from '../console/sign-in-guard';
import { listAdminActions, recordAdminAction } from '../store/admin-actions';
import { formRefusalCounts } from '../store/form-refusals';
import { approve, auditReportFile, listSubmissions, publishBanner, publishCategory, publishNews, reject, startReview, submissionDetail } from '../store/review';
import { ADMIN_CHECK_PATHS, CHECK_KINDS, CHECK_REASONS, CHECK_STATES } from '@tp/shared/contracts/submission-checks';
import { rerunChecks, submissionChecks } from '../checks/store';
import { normalizeReceipt, RECEIPT_PATTERN } from '@tp/shared/api/receipt';
import { adminContentRoutes } from './admin-content';
import { adminNewsRoutes, newsText } from './admin-news';
import { adminReleaseRoutes } from './admin-releases';

export { adminFingerprint } from '../console/admin-auth';

export interface AdminOptions {
  /** The automation's bearer token; without one only operators' sessions are accepted. */
  readonly adminToken?: string;
  readonly sessions: SessionLimits;
  readonly signIn: SignInLimits;
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
 * The operators' api under /api/admin: signed-in operators (session cookie, CSRF token on
 * changes, per-route roles) and the automation's bearer token, when one is configured.
 */
export function adminRoutes(db: Database, options: AdminOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await registerAdminAuth(app, db, options);
    // Every change an operator makes (or tries) is kept, before the answer leaves: who, what, when, from where
    // and how it ended. Reads are not; nor are requests of no one (401).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.actor || request.method === 'GET' || request.method === 'HEAD') return payload;
      const action = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      const target = (request.params ?? {}) as Record<string, unknown>;
      await recordAdminAction(db, { actor: request.actor.name, role: request.actor.role, address: actorAddress(request), action, target, status: reply.statusCode })
        .catch((error: unknown) => request.log.error({ err: error, action }, 'admin action could not be recorded'));
      return payload;
    });
    await app.register(sessionRoutes(db, options));
    await app.register(adminNewsRoutes(db));
    await app.register(adminContentRoutes(db));
    await app.register(adminReleaseRoutes(db));
    const tags = ['admin'];
    const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];
    const reviewers = { allow: ['reviewer'] } as const;
    const editors = { allow: ['editor'] } as const;

    app.get('/submissions', {
      config: reviewers,
      schema: {
        tags, security, summary: 'Submissions by status (pending = received or in review), kind, network, donation and age, oldest first',
        querystring: z.object({
          status: z.enum(['pending', 'all', 'received', 'in_review', 'listed', 'rejected'], 'invalidOption').default('pending'),
          kind: z.enum(SUBMISSION_KINDS, 'invalidOption').optional(),
          network: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'invalidValue').optional(),
          donation: z.enum(['yes', 'no'], 'invalidOption').transform((value) => value === 'yes').optional(),
          older_than_days: q.intParamOr(0, 3650, 0),
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

    app.get(api(ADMIN_CHECK_PATHS.list), { config: reviewers, schema: { tags, security, summary: 'Every automatic check of a submission, with its outcome and reason', params: receiptParam } },
      async (request) => ok(await submissionChecks(db, request.params.receipt)));

    app.post(api(ADMIN_CHECK_PATHS.rerun), {
      config: reviewers,
      schema: { tags, security, summary: 'Run the checks of one kind of a submission again, from the start', params: receiptParam.extend({ kind: checkKind }) },
    }, async (request) => ok(await rerunChecks(db, request.params.receipt, request.params.kind)));

    app.get('/submissions/:receipt', { config: reviewers, schema: { tags, security, summary: 'Everything about one submission', params: receiptParam } },
      async (request) => ok(await submissionDetail(db, request.params.receipt)));

    app.post('/submissions/:receipt/review', { config: reviewers, schema: { tags, security, summary: 'Mark a received submission as in review', params: receiptParam } },
      async (request) => {
        await startReview(db, request.params.receipt);
        return ok(null);
      });

    app.post('/submissions/:receipt/approve', {
      config: reviewers,
      schema: { tags, security, summary: 'List a pending submission (a DApp enters the store)', params: receiptParam, body: z.object({ hot: z.int().min(0).max(1_000_000).optional() }).default({}) },
    }, async (request) => {
      await approve(db, request.params.receipt, request.body.hot, request.actor!.name);
      return ok(null);
    });

    app.post('/submissions/:receipt/reject', {
      config: reviewers,
      schema: {
        tags, security, params: receiptParam,
        summary: 'Reject a submission: a reason from the list (the submitter reads it in their language) and/or a note shown as written',
        // pending_only: the console's decision, refused (409, naming who decided) when another operator decided first;
        // without it a listed submission may be rejected, which takes it out of the store.
        body: z.object({ reason_code: z.enum(REJECTION_REASONS, 'invalidOption').optional(), reason: text(500).optional(), pending_only: z.boolean().optional() })
          .refine((body) => body.reason_code !== undefined || body.reason !== undefined, { message: 'requiredItem', path: ['reason_code'] }),
      },
    }, async (request) => {
      await reject(db, request.params.receipt, { code: request.body.reason_code ?? null, note: request.body.reason ?? null, pendingOnly: request.body.pending_only ?? false }, request.actor!.name);
      return ok(null);
    });

    app.get('/logos/:id', { config: reviewers, schema: { tags, security, summary: 'Any submitted logo', params: q.idParam } }, async (request, reply) => {
      const [logo] = await db.query<{ content_type: string; bytes: Uint8Array }>('select content_type, bytes from logos where id = $1', [request.params.id]);
      if (!logo) return reply.callNotFound();
      return reply.type(logo.content_type).send(Buffer.from(logo.bytes));
    });

    app.get('/audit-reports/:id', {
      config: reviewers,
      schema: {
        tags, security, params: q.idParam, querystring: z.object({ view: z.enum(['inline'], 'invalidOption').optional() }),
        summary: 'An audit report file of a DApp submission (PDF, as a download, or `view=inline` for the browser’s viewer); its id is in the submission’s audit_reports',
      },
    }, async (request, reply) => {
      const report = await auditReportFile(db, request.params.id);
      if (!report) return reply.callNotFound();
      // The file is the submitter's: a download by default. Inline only for a signed-in reviewer's viewer; it was checked as a
      // PDF by its bytes on arrival and is never sniffed as anything else.
      const disposition = request.query.view === 'inline' ? attachment(report.file_name).replace(/^attachment/, 'inline') : attachment(report.file_name);
      return reply.type(report.content_type).header('x-content-type-options', 'nosniff').header('content-disposition', disposition).send(report.bytes);
    });

    app.post('/news', {
      config: editors,
      bodyLimit: 1024 * 1024,
      schema: {
        tags, security, summary: 'Publish a news article (one language; pass story to add a language to an existing story)',
        body: newsText.extend({ lang: language, story: z.int().positive().optional(), created_at: z.iso.datetime({ offset: true }).optional() }),
      },
    }, async (request) => ok(await publishNews(db, request.body)));

    app.post('/banners', {
      config: editors,
      schema: {
        tags, security, summary: 'Publish a banner (store: DApp store super banners; content: banner/list)',
        body: z.object({
          placement: z.enum(['store', 'content'], 'invalidOption'), lang: language, title: text(200), image_url: link, url: link,
          sort: z.int().optional(), start_time: z.iso.datetime({ offset: true }).optional(), end_time: z.iso.datetime({ offset: true }).nullable().optional(),
        }),
      },
    }, async (request) => ok(await publishBanner(db, request.body)));

    app.post('/categories', {
      config: editors,
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

    app.get('/audit', {
      schema: {
        tags, security,
        summary: 'Admin actions, latest first: who (operator name or token fingerprint, and role), what (method, route, parameters), when, from where, and the status; narrowed by actor, words and time',
        querystring: z.object({
          start: q.start, count: q.count(50, 500), actor: z.string().max(100, 'invalidValue').optional(), q: z.string().max(100, 'invalidValue').optional(),
          from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional(),
        }),
      },
    }, async (request) => ok({ fingerprint: request.actor!.role === 'token' ? request.actor!.name : null, actions: await listAdminActions(db, request.query) }));

    app.get('/form-refusals', {
      schema: {
        tags, security, summary: 'Forms refused quietly by the honeypot or the fill time, counted per day, form and reason',
        querystring: z.object({ days: q.intParamOr(1, 366, 30) }),
      },
    }, async (request) => ok(await formRefusalCounts(db, request.query.days)));
  };
}
