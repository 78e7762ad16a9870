import { DONATION_BASE, isDonationAmountOf, type DonationKind } from '@tp/shared';
import { localStore } from '@tp/shared/stored/browser-storage';
import { STORAGE_PREFIX } from '../drafts/storage';

const FRACTION_MIN = 1000;
const FRACTION_MAX = 9999;

const keyOf = (submissionId: string) => `${STORAGE_PREFIX}donation-amount:${submissionId}`;

/** A four-digit fraction in 1000–9999: it tells one donation from another on the chain. */
export function randomFraction(random: () => number = secureRandom): number {
  return FRACTION_MIN + Math.floor(random() * (FRACTION_MAX - FRACTION_MIN + 1));
}

function secureRandom(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0] / 2 ** 32;
}

export function formatAmount(kind: DonationKind, fraction: number): string {
  return `${DONATION_BASE[kind]}.${fraction}`;
}

/**
 * The TPT amount of one submission's donation (docs/product.md §9.4), drawn once and kept,
 * so a reload or a second opening of the panel shows the same amount.
 */
export function donationAmount(kind: DonationKind, submissionId: string, random?: () => number): string {
  const stored = localStore.get(keyOf(submissionId));
  if (stored && isDonationAmountOf(kind, stored)) return stored;
  const amount = formatAmount(kind, randomFraction(random));
  localStore.set(keyOf(submissionId), amount);
  return amount;
}

/** Whether an amount was drawn for this submission: the visitor opened its donation, and may pay it later. */
export function hasDonationAmount(submissionId: string): boolean {
  return localStore.get(keyOf(submissionId)) !== null;
}

/** Forgets a submission's amount once the submission is done. */
export function forgetDonationAmount(submissionId: string): void {
  localStore.remove(keyOf(submissionId));
}
