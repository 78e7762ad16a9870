import type { NewsItem } from '../api/types';
import { formatDate, type DateToWrite } from '../i18n/format-date';

// The api's times are UTC; the list groups by their digits (docs/product.md §3.6), so the local
// formats read the same wall-clock digits instead of moving them to the visitor's zone.
const DAY = { dateStyle: 'full', timeZone: 'UTC' } as const;
const TIME = { timeStyle: 'short', timeZone: 'UTC' } as const;
const MOMENT = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;

/** The `datetime` of a day and minute of the list. */
export function isoMoment(date: string, time = '00:00'): string {
  return `${date}T${time}:00Z`;
}

/** A day of the list in the visitor's language, e.g. "Wednesday, May 1, 2024". */
export function localDay(date: string, lang: string): string {
  return formatDate(isoMoment(date), lang, DAY);
}

/** A minute of the list in the visitor's language, e.g. "9:30 AM". */
export function localTime(date: string, time: string, lang: string): string {
  return formatDate(isoMoment(date, time), lang, TIME);
}

/** A moment as a whole, e.g. "May 1, 2024, 9:30 AM". */
export function localDateTime(date: string, time: string, lang: string): string {
  return formatDate(isoMoment(date, time), lang, MOMENT);
}

/** The dates a news list shows (its days and minutes), for the page to carry them written (`writeDates`). */
export function newsListDates(items: readonly Pick<NewsItem, 'date' | 'times'>[]): DateToWrite[] {
  return items.flatMap((item) => [
    [isoMoment(item.date), DAY],
    [isoMoment(item.date, item.times), TIME],
  ]);
}

/** The date an article shows, for the page to carry it written (`writeDates`). */
export function articleDates(article: Pick<NewsItem, 'date' | 'times'>): DateToWrite[] {
  return [[isoMoment(article.date, article.times), MOMENT]];
}
