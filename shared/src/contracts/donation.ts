import type { DonationKind } from './events';

/**
 * The donation token (docs/product.md §2.11): TPT on BNB Smart Chain. Its
 * contract, its decimals and the receiving address are a deployment's: they
 * are in the site settings (`SiteSettings.donation`).
 */
export const DONATION_TOKEN = {
  name: 'TokenPocket Token',
  symbol: 'TPT',
  chain: 'BNB Smart Chain (BEP20)',
} as const;

/** docs/product.md §9.4: 200 TPT for a DApp, 100 otherwise, plus a four-digit fraction. */
export const DONATION_BASE: Readonly<Record<DonationKind, number>> = { dapp: 200, token: 100, nft: 100 };

/** An amount the donate panel shows: 100 or 200 and a four-digit fraction in 1000–9999. */
export const DONATION_AMOUNT_PATTERN = /^(100|200)\.[1-9]\d{3}$/;

/** Whether `amount` is one the donate panel shows for a submission of `kind`. */
export function isDonationAmountOf(kind: DonationKind, amount: string): boolean {
  return DONATION_AMOUNT_PATTERN.test(amount) && amount.startsWith(`${DONATION_BASE[kind]}.`);
}
