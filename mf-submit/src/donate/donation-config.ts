import type { DonationKind } from '@tp/shared';

/** The donation token (spec §2 Donate panel): TPT on BNB Smart Chain. */
export const DONATION_TOKEN = {
  name: 'TokenPocket Token',
  symbol: 'TPT',
  chain: 'BNB Smart Chain (BEP20)',
  contract: '0xECa41281c24451168a37211F0bc2b8645AF45092',
  decimals: 4,
} as const;

/**
 * The BSC address that receives donations. Operations own this value: change
 * it here and release mf-submit, nothing else depends on it.
 */
export const DONATION_RECEIVING_ADDRESS = '0x8d5c4D1f3a6B3D4b2B7A9b5e1c2A3f0e9d8C7B6a';

/** Spec §9: 200 TPT for a DApp, 100 otherwise, plus a four-digit fraction. */
export const DONATION_BASE: Readonly<Record<DonationKind, number>> = { dapp: 200, token: 100, nft: 100 };

const SWAP_PAGE = 'https://swap.transit.finance/';

/** The external BNB → TPT swap page on BSC (spec §2), in English or Chinese. */
export function swapUrl(lang: string): string {
  const query = new URLSearchParams({
    inputChain: 'BSC',
    inputSymbol: 'BNB',
    outputChain: 'BSC',
    outputSymbol: 'TPT',
    outputCurrency: DONATION_TOKEN.contract,
    locale: lang === 'zh' || lang === 'zh-tw' ? 'zh' : 'en',
  });
  return `${SWAP_PAGE}#/?${query.toString()}`;
}
