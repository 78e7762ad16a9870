import { formatNumber } from './format-number';
import { LOCALE_BCP47, LOCALES } from './locales';

describe('formatNumber', () => {
  it('writes every number as Intl does in every site language', () => {
    const samples = [...Array.from({ length: 1000 }, (_, n) => n), ...Array.from({ length: 1031 }, (_, n) => 1000 + n * 97), 1001, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_234_567, -3, -1000, 2.5, 1234.5];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_BCP47[locale]);
      const differing = samples.filter((value) => formatNumber(value, locale) !== intl.format(value));
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
  });

  it('writes whole numbers below 100 000 without building a number format', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect([formatNumber(1000, 'en'), formatNumber(1000, 'es'), formatNumber(10_000, 'es'), formatNumber(99_999, 'ru')]).toEqual(['1,000', '1000', '10.000', '99\u00a0999']);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('groups large numbers in the locale\'s style', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(123_456, 'hi')).toBe('1,23,456');
  });
});
