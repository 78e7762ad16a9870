import { DEFAULT_LOCALE, isLocale, LOCALE_BCP47, type Locale } from './locales';

/**
 * Below it, a whole number is written from the table below rather than by Intl:
 * its digits, grouped by three with the language's separator. From 100 000
 * Hindi groups by two (1,00,000), so Intl writes the rest.
 */
const WRITTEN_BELOW = 100_000;

/**
 * How each site language groups the thousands of a whole number: its
 * separator, and whether a four-digit number stays ungrouped (Spanish writes
 * 1000 but 10.000). The test holds the table to Intl.
 */
const GROUPING: Readonly<Record<Locale, { readonly separator: string; readonly fromFiveDigits?: true }>> = {
  zh: { separator: ',' },
  'zh-tw': { separator: ',' },
  en: { separator: ',' },
  ko: { separator: ',' },
  ru: { separator: '\u00a0' },
  es: { separator: '.', fromFiveDigits: true },
  hi: { separator: ',' },
  fil: { separator: ',' },
  pt: { separator: '.' },
  ja: { separator: ',' },
  vi: { separator: '.' },
  th: { separator: ',' },
};

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number in the locale's own style, as the strings' `{{count, number}}`
 * writes it. The first Intl.NumberFormat of a page loads the number data:
 * about 23 ms of main thread on a desktop, four times that on a phone, to
 * print a form's "0/1,000" or a store's "50". Whole numbers below 100 000
 * are written from the table above; the rest go through Intl, one formatter
 * per language.
 */
export function formatNumber(value: number, locale: string): string {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (Number.isInteger(value) && value >= 0 && value < WRITTEN_BELOW) return grouped(value, lang);
  const tag = LOCALE_BCP47[lang];
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag);
    formatters.set(tag, formatter);
  }
  return formatter.format(value);
}

function grouped(value: number, lang: Locale): string {
  const digits = String(value);
  const { separator, fromFiveDigits } = GROUPING[lang];
  if (digits.length <= 3 || (fromFiveDigits && digits.length === 4)) return digits;
  return `${digits.slice(0, -3)}${separator}${digits.slice(-3)}`;
}
