import { formatDate, formatTime } from '@tp/shared';

// The api's times are UTC; the list groups by their digits (docs/product.md §3.6), so the local
// formats read the same wall-clock digits instead of moving them to the visitor's zone.
const UTC = { timeZone: 'UTC' } as const;

/** The `datetime` of a day and minute of the list. */
export function isoMoment(date: string, time = '00:00'): string {
  return `${date}T${time}:00Z`;
}

/** A day of the list in the visitor's language, e.g. "Wednesday, May 1, 2024". */
export function localDay(date: string, lang: string): string {
  return formatDate(isoMoment(date), lang, { dateStyle: 'full', ...UTC });
}

/** A minute of the list in the visitor's language, e.g. "9:30 AM". */
export function localTime(date: string, time: string, lang: string): string {
  return formatTime(isoMoment(date, time), lang, { timeStyle: 'short', ...UTC });
}

/** A moment as a whole, e.g. "May 1, 2024, 9:30 AM". */
export function localDateTime(date: string, time: string, lang: string): string {
  return formatDate(isoMoment(date, time), lang, { dateStyle: 'long', timeStyle: 'short', ...UTC });
}
