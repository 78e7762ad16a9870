import { DEFAULT_LOCALE, isLocale, LOCALE_BCP47 } from './locales';

/** Below it, a whole number reads as its plain digits in every site language: no grouping, Latin digits (the test holds it to Intl). */
const PLAIN_BELOW = 1000;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number in the locale's own style, as the strings' `{{count, number}}`
 * writes it. Counts on a first screen are small, and the first
 * Intl.NumberFormat of a page loads the number data: about 23 ms of main
 * thread on a desktop, four times that on a phone, to print "50". Small
 * whole numbers skip it; the rest go through Intl, one formatter per language.
 */
export function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < PLAIN_BELOW) return String(value);
  const tag = LOCALE_BCP47[isLocale(locale) ? locale : DEFAULT_LOCALE];
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag);
    formatters.set(tag, formatter);
  }
  return formatter.format(value);
}
