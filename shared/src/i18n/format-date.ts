import { LOCALE_BCP47, isLocale, DEFAULT_LOCALE, type Locale } from './locales';
import { writtenText } from './written-texts';

export type DateInput = Date | string | number;

// `YYYY-MM-DD HH:mm[:ss]`: the api's style (docs/product.md §3.6, create_time); Safari refuses it without the `T`.
const SPACE_SEPARATED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?.*)$/;

/** A Date from a Date, epoch milliseconds or an ISO-like string; undefined when it is not a valid date. */
export function parseDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : new Date(value.trim().replace(SPACE_SEPARATED, '$1T$2'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat is costly next to using one, and a news list formats dozens of dates.
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = LOCALE_BCP47[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const key = `${tag}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Which text of which date: the value as given, the locale and the options (written-texts.ts). */
function writtenDateKey(value: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return `date|${locale}|${value}|${JSON.stringify(options)}`;
}

/** A date to write ahead: its value as the page formats it, and the options it formats it with. */
export type DateToWrite = readonly [value: string, options: Intl.DateTimeFormatOptions];

/** The texts of these dates in a locale, for a page to carry (keepWrittenTexts in the browser). */
export function writeDates(dates: readonly DateToWrite[], locale: string): Record<string, string> {
  return Object.fromEntries(dates.map(([value, options]) => [writtenDateKey(value, locale, options), formatDate(value, locale, options)]));
}

/** A date in the locale's own style (news, release dates); `''` when the input is not a date. */
export function formatDate(
  value: DateInput | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const kept = typeof value === 'string' ? writtenText(writtenDateKey(value, locale, options)) : undefined;
  if (kept !== undefined) return kept;
  const date = parseDate(value);
  return date ? formatter(locale, options).format(date) : '';
}

/** A time of day in the locale's own style; `''` when the input is not a date. */
export function formatTime(
  value: DateInput | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
): string {
  return formatDate(value, locale, options);
}

/**
 * How many years a locale's own calendar counts ahead of the Gregorian one:
 * Thai dates are written in the Buddhist Era. A table rather than
 * Intl.DateTimeFormat because building a page's first formatter loads the
 * locale's calendar data, about 15 ms of main thread on a desktop and four
 * times that on a phone, for the one number the footer shows on every page.
 * The test holds it to Intl for every locale.
 */
const ERA_YEAR_OFFSET: Readonly<Partial<Record<Locale, number>>> = { th: 543 };

/**
 * The year of a date (in UTC) as the locale counts years, digits only: 2026 in
 * most languages, 2569 in Thai, so a copyright line agrees with the dates
 * beside it.
 */
export function formatYear(value: DateInput, locale: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return String(date.getUTCFullYear() + ((isLocale(locale) && ERA_YEAR_OFFSET[locale]) || 0));
}
