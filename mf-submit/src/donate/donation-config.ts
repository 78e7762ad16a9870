import { DONATION_TOKEN } from '@tp/shared';

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
