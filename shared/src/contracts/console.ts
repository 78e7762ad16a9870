/**
 * The operators' console and the api's admin routes: who may do what, what a
 * signed-in operator looks like, and the reasons a submission is rejected with.
 */
import type { FakeVersion, Release } from '../api/types';
import type { ContentLanguage } from '../i18n/content-language';

/** What an operator may do: reviewer (submissions), editor (content), admin (operators and everything). */
export const OPERATOR_ROLES = ['reviewer', 'editor', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who acted, in the audit log: an operator's role, or `token` for the automation's bearer token. */
export type ActorRole = OperatorRole | 'token';

/** The signed-in operator, as `GET /api/admin/session` answers. */
export interface ConsoleSession {
  readonly name: string;
  readonly role: ActorRole;
  /** Send it as `x-csrf-token` with every change. */
  readonly csrfToken: string;
  /** When the session ends at the latest, whatever the activity (ISO time). */
  readonly expiresAt: string;
}

/** An operator account, as admins list them. */
export interface OperatorAccount {
  readonly name: string;
  readonly role: OperatorRole;
  readonly created_at: string;
  readonly disabled_at: string | null;
  /** Open sessions now. */
  readonly sessions: number;
}

/** Operator names: what the CLI and the sign-in form accept. */
export const OPERATOR_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
/** A password shorter than this is refused when an account is made or reset. */
export const OPERATOR_PASSWORD_MIN = 12;

/**
 * Why a submission is refused: the submitter reads the reason in their language
 * on the status page (`rejectionReasons.<code>` in the site's locales), with the operator's optional note.
 */
export const REJECTION_REASONS = [
  'incomplete',
  'unreachable',
  'duplicate',
  'impersonation',
  'unsafe_contract',
  'unsupported_network',
  'policy',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The 2-working-day promise of the site: when a submission received at `received` must be decided (Saturday and Sunday do not count, UTC). */
export function reviewDeadline(received: Date): Date {
  const deadline = new Date(received.getTime());
  let workingDays = 0;
  while (workingDays < 2) {
    deadline.setUTCDate(deadline.getUTCDate() + 1);
    const day = deadline.getUTCDay();
    if (day !== 0 && day !== 6) workingDays += 1;
  }
  return deadline;
}

/**
 * Where an article stands for readers: `published` (listed now), `scheduled`
 * (published, listed from its `publish_at`), `unpublished` (taken down; kept for editing).
 */
export type NewsState = 'published' | 'scheduled' | 'unpublished';

/** One article as editors list it (`GET /api/admin/news`): every state, newest publication time first. */
export interface AdminNewsItem {
  readonly id: number;
  /** The story its languages share. */
  readonly story: number;
  readonly lang: string;
  readonly title: string;
  readonly summary: string;
  readonly cover_url: string | null;
  readonly state: NewsState;
  /** When readers see it (ISO time); in the future while scheduled. */
  readonly publish_at: string;
}

/** One article to edit (`GET /api/admin/news/{id}`): its HTML body too, as written (the site sanitises it when shown). */
export interface AdminNewsArticle extends AdminNewsItem {
  readonly content: string;
}

/** What editors schedule with a time window: banners (store and content), activities and ads. */
export const PROMOTION_KINDS = ['banners', 'activities', 'ads'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a promotion stands now: before its start, within its window, past its end, or switched off (status). */
export type PromotionState = 'upcoming' | 'live' | 'ended' | 'hidden';

/** One banner, activity or ad as editors list it (`GET /api/admin/{kind}`). */
export interface AdminPromotion {
  readonly id: number;
  readonly lang: string;
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly sort: number;
  /** Banners only: `store` (the DApp store's) or `content`. */
  readonly placement: 'store' | 'content' | null;
  readonly start_time: string;
  /** Null: no end. */
  readonly end_time: string | null;
  readonly state: PromotionState;
}

/** A category in the order the store shows them (`GET /api/admin/categories`). */
export interface AdminCategory {
  readonly hid: number;
  /** Its English name (the fallback of every language). */
  readonly name: string;
  readonly m_index: number;
  /** An http(s) link or a path of the site; null: none. */
  readonly icon_url: string | null;
  /** Its name in each content language that has one; the others show the English name. */
  readonly names: Readonly<Partial<Record<ContentLanguage, string>>>;
}

/**
 * A category's names and icon as editors change them (`PUT /api/admin/categories/{hid}`): a language
 * given a name is renamed, one given null loses its name (English is shown), one left out is kept;
 * English cannot be removed.
 */
export interface CategoryEdit {
  readonly names: Readonly<Partial<Record<ContentLanguage, string | null>>>;
  readonly icon_url?: string | null;
}

/** A release as editors list, change and remove it (`/api/admin/releases`): the public fields and its id. */
export interface AdminRelease extends Release {
  readonly id: number;
}

/** A known fake version as editors list, change and remove it (`/api/admin/fake-versions`). */
export interface AdminFakeVersion extends FakeVersion {
  readonly id: number;
}
