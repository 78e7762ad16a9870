import { formatNumber } from './format-number';
import { LOCALE_BCP47, LOCALES } from './locales';

describe('formatNumber', () => {
  it('writes every number as Intl does in every site language', () => {
    const samples = [...Array.from({ length: 1000 }, (_, n) => n), 1000, 9999, 12_345, 1_234_567, -3, 2.5];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_BCP47[locale]);
      const differing = samples.filter((value) => formatNumber(value, locale) !== intl.format(value));
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
  });

  it('groups large numbers in the locale\'s style', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567');
  });
});
