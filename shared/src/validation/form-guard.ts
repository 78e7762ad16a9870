// No zod here: the footer's eager code imports this module (see form-guard-shape.ts for the schema part).

import type { SubmissionKind } from '../api/types';

/** The forms guarded against bots, without third parties: a honeypot and a minimum fill time each. */
export type GuardedForm = 'subscribe' | SubmissionKind;

/**
 * The honeypot: a text field under this name, hidden from people and screen
 * readers and out of the tab order. Bots that fill every field fill it; no
 * form has a real field of this name.
 */
export const HONEYPOT_FIELD = 'homepage';

/** When the form was first shown, in ms since 1970 by the visitor's clock. */
export const STARTED_AT_FIELD = 'form_started_at';

/** When it was sent, by the same clock: the fill time is the difference, however wrong that clock is. */
export const SENT_AT_FIELD = 'form_sent_at';

/** The shortest time from showing a form to sending it that a person takes; the forms wait out the rest. */
export const MIN_FILL_MS: Readonly<Record<GuardedForm, number>> = {
  subscribe: 2_000,
  dapp: 4_000,
  token: 4_000,
  nft: 4_000,
};

/**
 * What every guarded form sends beside its values, at the top level of the
 * same JSON: the subscribe body, or a submission's `data` part.
 */
export interface FormGuard {
  readonly [HONEYPOT_FIELD]: string;
  readonly [STARTED_AT_FIELD]: number;
  readonly [SENT_AT_FIELD]: number;
}

/** Why a form was refused quietly; the api counts refusals by form and reason. */
export type GuardRefusal = 'honeypot' | 'too_fast' | 'unsigned';

export const GUARD_REFUSALS: readonly GuardRefusal[] = ['honeypot', 'too_fast', 'unsigned'];

/** How long a form shown at `startedAt` must still wait before it may be sent. */
export function remainingFillTime(form: GuardedForm, startedAt: number, now: number): number {
  return Math.max(0, startedAt + MIN_FILL_MS[form] - now);
}

/** The guard a form sends: its honeypot as found, and its start and send times. */
export function formGuard(honeypot: string, startedAt: number, sentAt: number): FormGuard {
  return { [HONEYPOT_FIELD]: honeypot, [STARTED_AT_FIELD]: startedAt, [SENT_AT_FIELD]: sentAt };
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The api's verdict on a guarded form's JSON: null when a person could have
 * sent it, else why not. A missing or malformed guard means the form was not
 * ours (`unsigned`); a filled honeypot or a fill faster than MIN_FILL_MS is a bot.
 */
export function judgeFormGuard(form: GuardedForm, body: unknown): GuardRefusal | null {
  const fields = (body ?? {}) as Partial<Record<string, unknown>>;
  const honeypot = fields[HONEYPOT_FIELD];
  const startedAt = fields[STARTED_AT_FIELD];
  const sentAt = fields[SENT_AT_FIELD];
  if (typeof honeypot !== 'string' || !isTime(startedAt) || !isTime(sentAt)) return 'unsigned';
  if (honeypot !== '') return 'honeypot';
  if (sentAt - startedAt < MIN_FILL_MS[form]) return 'too_fast';
  return null;
}
