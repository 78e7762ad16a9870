import type { SubmissionKind } from '../api/types';
import type { Locale } from '../i18n/locales';

/** Every kind of submission has its donation step. */
export type DonationKind = SubmissionKind;

/** The payload the donate panel emits (docs/product.md §3.4, §7.5). */
export interface DonationPayment {
  /** Amount in TPT, as shown to the visitor, e.g. "200.4821". */
  readonly payment: string;
  /** The explorer link of the visitor's transaction, as typed. */
  readonly explorer_url: string;
}

export type LoadingState = 'start' | 'progress' | 'finish' | 'fail';

/**
 * Every event carried by the shell's bus. Remotes never talk to each other
 * directly: they emit and listen here.
 */
export type ShellEvent =
  /** Shell → all: the footer's visibility as the shell decided it. */
  | { readonly type: 'footer:visibility'; readonly visible: boolean }
  /** Any section → shell: ask to show or hide the footer (docs/product.md §2.4 show-footer event). `null` withdraws the request. */
  | { readonly type: 'footer:show'; readonly show: boolean | null }
  /** Any section → shell: open the donate dialog for a submission. */
  | { readonly type: 'donate:open'; readonly kind: DonationKind; readonly submissionId: string; readonly lang?: Locale }
  /** Donate panel → the form that opened it. */
  | { readonly type: 'donate:submitted'; readonly submissionId: string; readonly donation: DonationPayment }
  /** Shell → the donate panel: the dialog was closed. */
  | { readonly type: 'donate:closed'; readonly submissionId: string }
  /** Shell → analytics: a route change finished. */
  | { readonly type: 'page:view'; readonly path: string; readonly lang: Locale }
  /** Shell → all: the route-change loading bar. */
  | { readonly type: 'loading'; readonly state: LoadingState }
  /** Shell → all: a section could not be loaded or mounted. */
  | { readonly type: 'remote:failed'; readonly remote: string; readonly reason: string }
  /** Any → shell: show a short message (copy done, network error…). */
  | { readonly type: 'toast'; readonly kind: 'success' | 'error' | 'info'; readonly message: string };

export type ShellEventType = ShellEvent['type'];
export type ShellEventOf<T extends ShellEventType> = Extract<ShellEvent, { type: T }>;

/**
 * Replay behaviour of each event: `last` events are state, and a late subscriber
 * gets the latest one at once (a remote mounted after the shell decided the
 * footer's visibility must still know it); `none` events are moments, and a
 * late subscriber must never act on one it did not witness (a donate dialog
 * must not re-open because a remote mounted later).
 */
export const EVENT_REPLAY = {
  'footer:visibility': 'last',
  'footer:show': 'last',
  'donate:open': 'none',
  'donate:submitted': 'none',
  'donate:closed': 'none',
  'page:view': 'none',
  loading: 'last',
  'remote:failed': 'none',
  toast: 'none',
} as const satisfies Record<ShellEventType, 'last' | 'none'>;
