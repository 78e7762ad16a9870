import type {
  AdminCategory, AdminFakeVersion, AdminNewsArticle, AdminNewsItem, AdminPromotion, AdminRelease, CategoryEdit, ConsoleSession, PromotionKind, RejectionReason,
} from '@tp/shared/contracts/console';
import type { ReleasePlatform } from '@tp/shared/api/releases';
import type { FakeVersion, Release } from '@tp/shared/api/types';
import type { FieldError } from '@tp/shared/validation/issues';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { SubmissionKind, SubmissionState } from '@tp/shared/api/types';
import type { CheckKind, CheckState, CheckSummary, SubmissionCheck } from '@tp/shared/contracts/submission-checks';

/** A refusal of the admin api: its status, the sentence it gave (in English) and the fields it named, when it did. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export interface QueueFilter {
  readonly status: SubmissionState | 'pending' | 'all';
  readonly kind?: SubmissionKind;
  readonly network?: string;
  readonly donation?: 'yes' | 'no';
  readonly older_than_days?: number;
  /** Only submissions with a check of this kind (in `check_state`, when given). */
  readonly check?: CheckKind;
  readonly check_state?: CheckState;
}

/** One row of the queue (GET /api/admin/submissions). */
export interface QueueItem {
  readonly receipt: string;
  readonly kind: SubmissionKind;
  readonly status: SubmissionState;
  readonly title: string;
  readonly network: string | null;
  readonly created_at: string;
  readonly has_donation: boolean;
  readonly audit_reports: number;
  readonly reason: string | null;
  readonly reason_code: RejectionReason | null;
  readonly decided_by: string | null;
  readonly decided_at: string | null;
  /** Its automatic checks' outcomes, for badges. */
  readonly checks: readonly CheckSummary[];
}

export interface AuditReportFile {
  readonly id: number;
  readonly file_name: string;
  readonly size: number;
  readonly sha256: string;
  readonly url: string;
}

/** Everything about one submission (GET /api/admin/submissions/{receipt}). */
export interface SubmissionDetail extends Omit<QueueItem, 'network' | 'has_donation' | 'audit_reports' | 'checks'> {
  readonly logo_url: string;
  readonly updated_at: string;
  /** The form's rows: one per language for a DApp, with every field. */
  readonly details: readonly Record<string, unknown>[];
  readonly audit_reports: readonly AuditReportFile[];
  readonly donation: { readonly payment: string; readonly explorer_url: string; readonly created_at: string } | null;
  /** Every automatic check with its findings (contract, phishing, look-alike, duplicate, donation). */
  readonly checks: readonly SubmissionCheck[];
}

/** One change in the audit log (GET /api/admin/audit). */
export interface AuditEntry {
  readonly id: number;
  readonly at: string;
  readonly actor: string;
  readonly role: string;
  readonly address: string | null;
  readonly action: string;
  readonly target: Record<string, unknown>;
  readonly status: number;
}

export interface AuditSearch {
  readonly actor?: string;
  readonly q?: string;
}

/** Forms refused quietly, per day, form and reason (GET /api/admin/form-refusals). */
export interface RefusalCount {
  readonly day: string;
  readonly form: string;
  readonly reason: string;
  readonly count: number;
}

/** What an editor writes of an article; `publish_at` (ISO) in the future schedules it. */
export interface NewsDraft {
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly cover_url: string | null;
  readonly publish_at: string;
}

/** A new banner, activity or ad; `summary` is an activity's, `placement` a banner's. */
export interface PromotionDraft {
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly sort: number;
  readonly start_time: string;
  readonly end_time: string | null;
  readonly summary?: string;
  readonly placement?: 'store' | 'content';
}

/** A release as an editor publishes or corrects it; without `released_at` it is dated now (or keeps its date). */
export type ReleaseDraft = Omit<Release, 'released_at'> & { readonly released_at?: string };

/** A known fake version as an editor reports or corrects it. */
export type FakeVersionDraft = Omit<FakeVersion, 'reported_at'>;

const BASE = '/api/admin';

/**
 * The admin api as the console calls it: same origin, so the browser sends the session
 * cookie itself; every change carries the session's CSRF token.
 */
export class ConsoleApi {
  private csrfToken = '';

  constructor(private readonly fetchImpl: typeof fetch = (...args) => fetch(...args)) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    let response: Response;
    try {
      response = await this.fetchImpl(`${BASE}${path}`, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new ConsoleApiError(0, 'network');
    }
    const answer = (await response.json().catch(() => ({}))) as { result?: number; data?: T; message?: string; errors?: FieldError[] };
    if (!response.ok || answer.result !== 0) throw new ConsoleApiError(response.status, answer.message ?? response.statusText, Array.isArray(answer.errors) ? answer.errors : []);
    return answer.data as T;
  }

  private remember(session: ConsoleSession): ConsoleSession {
    this.csrfToken = session.csrfToken;
    return session;
  }

  /** The signed-in operator, or null when no one is (401). */
  async session(): Promise<ConsoleSession | null> {
    try {
      return this.remember(await this.call<ConsoleSession>('GET', '/session'));
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 401) return null;
      throw error;
    }
  }

  async signIn(name: string, password: string): Promise<ConsoleSession> {
    return this.remember(await this.call<ConsoleSession>('POST', '/session', { name, password }));
  }

  async signOut(everywhere: boolean): Promise<void> {
    await this.call('POST', everywhere ? '/session/sign-out-everywhere' : '/session/sign-out', {});
    this.csrfToken = '';
  }

  queue(filter: QueueFilter): Promise<QueueItem[]> {
    const query = new URLSearchParams({ status: filter.status, count: '200' });
    if (filter.kind) query.set('kind', filter.kind);
    if (filter.network) query.set('network', filter.network);
    if (filter.donation) query.set('donation', filter.donation);
    if (filter.older_than_days) query.set('older_than_days', String(filter.older_than_days));
    if (filter.check) query.set('check', filter.check);
    if (filter.check_state) query.set('check_state', filter.check_state);
    return this.call('GET', `/submissions?${query}`);
  }

  detail(receipt: string): Promise<SubmissionDetail> {
    return this.call('GET', `/submissions/${encodeURIComponent(receipt)}`);
  }

  async approve(receipt: string): Promise<void> {
    await this.call('POST', `/submissions/${encodeURIComponent(receipt)}/approve`, {});
  }

  async audit(search: AuditSearch): Promise<AuditEntry[]> {
    const query = new URLSearchParams({ count: '200' });
    if (search.actor) query.set('actor', search.actor);
    if (search.q) query.set('q', search.q);
    return (await this.call<{ actions: AuditEntry[] }>('GET', `/audit?${query}`)).actions;
  }

  refusals(days: number): Promise<RefusalCount[]> {
    return this.call('GET', `/form-refusals?days=${days}`);
  }

  /** A decision from the queue: refused (409, naming who) when another operator decided first. */
  async reject(receipt: string, code: RejectionReason, note: string): Promise<void> {
    await this.call('POST', `/submissions/${encodeURIComponent(receipt)}/reject`, { reason_code: code, ...(note.trim() ? { reason: note.trim() } : {}), pending_only: true });
  }

  newsList(lang: ContentLanguage): Promise<AdminNewsItem[]> {
    return this.call('GET', `/news?lang=${encodeURIComponent(lang)}&count=200`);
  }

  newsArticle(id: number): Promise<AdminNewsArticle> {
    return this.call('GET', `/news/${id}`);
  }

  /** A new article in `lang` (another language of `story`, when given), dated now when `publish_at` is empty; answers its id. */
  async createNews(lang: ContentLanguage, draft: NewsDraft, story?: number): Promise<number> {
    const { publish_at: createdAt, ...rest } = draft;
    return (await this.call<{ id: number }>('POST', '/news', { lang, ...rest, ...(createdAt ? { created_at: createdAt } : {}), ...(story ? { story } : {}) })).id;
  }

  saveNews(id: number, draft: NewsDraft): Promise<AdminNewsArticle> {
    return this.call('PUT', `/news/${id}`, draft);
  }

  setNewsListed(id: number, listed: boolean): Promise<AdminNewsArticle> {
    return this.call('POST', `/news/${id}/${listed ? 'publish' : 'unpublish'}`, {});
  }

  promotions(kind: PromotionKind, lang: ContentLanguage): Promise<AdminPromotion[]> {
    return this.call('GET', `/promotions/${kind}?lang=${encodeURIComponent(lang)}`);
  }

  /** When it shows: from `start` until `end` (ISO; null: no end). */
  setWindow(kind: PromotionKind, id: number, start: string, end: string | null): Promise<AdminPromotion> {
    return this.call('PUT', `/promotions/${kind}/${id}/window`, { start_time: start, end_time: end });
  }

  categories(): Promise<AdminCategory[]> {
    return this.call('GET', '/categories');
  }

  orderCategories(hids: readonly number[]): Promise<AdminCategory[]> {
    return this.call('PUT', '/categories/order', { hids });
  }

  /** Banners go through the banners' own route (POST /banners), activities and ads through /promotions. */
  async createPromotion(kind: PromotionKind, lang: ContentLanguage, draft: PromotionDraft): Promise<void> {
    const { summary, placement, ...common } = draft;
    if (kind === 'banners') await this.call('POST', '/banners', { lang, ...common, placement: placement ?? 'store' });
    else await this.call('POST', `/promotions/${kind}`, { lang, ...common, ...(kind === 'activities' ? { summary } : {}) });
  }

  /** Renames a category per language (null: shows the English name) and changes its icon; answers it as stored. */
  editCategory(hid: number, edit: CategoryEdit): Promise<AdminCategory> {
    return this.call('PUT', `/categories/${hid}`, edit);
  }

  releases(platform: ReleasePlatform): Promise<AdminRelease[]> {
    return this.call('GET', `/releases?platform=${encodeURIComponent(platform)}`);
  }

  async createRelease(draft: ReleaseDraft): Promise<void> {
    await this.call('POST', '/releases', draft);
  }

  saveRelease(id: number, draft: ReleaseDraft): Promise<AdminRelease> {
    return this.call('PUT', `/releases/${id}`, draft);
  }

  async removeRelease(id: number): Promise<void> {
    await this.call('DELETE', `/releases/${id}`);
  }

  fakeVersions(): Promise<AdminFakeVersion[]> {
    return this.call('GET', '/fake-versions');
  }

  async reportFakeVersion(draft: FakeVersionDraft): Promise<void> {
    await this.call('POST', '/fake-versions', draft);
  }

  saveFakeVersion(id: number, draft: FakeVersionDraft): Promise<AdminFakeVersion> {
    return this.call('PUT', `/fake-versions/${id}`, draft);
  }

  async removeFakeVersion(id: number): Promise<void> {
    await this.call('DELETE', `/fake-versions/${id}`);
  }
}
