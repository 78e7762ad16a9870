import type { DonationKind } from './events';

/** The donation token (spec §2 Donate panel): TPT on BNB Smart Chain. */
export const DONATION_TOKEN = {
  name: 'TokenPocket Token',
  symbol: 'TPT',
  chain: 'BNB Smart Chain (BEP20)',
  contract: '0xECa41281c24451168a37211F0bc2b8645AF45092',
  decimals: 4,
} as const;

/**
 * The BSC address that receives donations. Operations own this value: the
 * donate panel shows it and the api's donation check expects transfers to it.
 */
export const DONATION_RECEIVING_ADDRESS = '0x8d5c4D1f3a6B3D4b2B7A9b5e1c2A3f0e9d8C7B6a';

/** Spec §9: 200 TPT for a DApp, 100 otherwise, plus a four-digit fraction. */
export const DONATION_BASE: Readonly<Record<DonationKind, number>> = { dapp: 200, token: 100, nft: 100 };

/** An amount the donate panel shows: 100 or 200 and a four-digit fraction in 1000–9999. */
export const DONATION_AMOUNT_PATTERN = /^(100|200)\.[1-9]\d{3}$/;

/** Whether `amount` is one the donate panel shows for a submission of `kind`. */
export function isDonationAmountOf(kind: DonationKind, amount: string): boolean {
  return DONATION_AMOUNT_PATTERN.test(amount) && amount.startsWith(`${DONATION_BASE[kind]}.`);
}
