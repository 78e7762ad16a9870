import type { SiteSettings } from '@tp/shared';

/** The external BNB → TPT swap page on BSC (docs/product.md §2.11, the site settings' `swapPage`), in English or Chinese. */
export function swapUrl(lang: string, { swapPage, tokenContract }: SiteSettings['donation']): string {
  const query = new URLSearchParams({
    inputChain: 'BSC',
    inputSymbol: 'BNB',
    outputChain: 'BSC',
    outputSymbol: 'TPT',
    outputCurrency: tokenContract,
    locale: lang === 'zh' || lang === 'zh-tw' ? 'zh' : 'en',
  });
  return `${swapPage.replace(/\/+$/, '')}/#/?${query.toString()}`;
}
