import type { NewsItem } from '@tp/shared';

/** The items published in the same minute (HH:mm) of one day. */
export interface NewsTimeGroup {
  readonly time: string;
  readonly items: readonly NewsItem[];
}

/** One day (YYYY-MM-DD) of the list, split by time. */
export interface NewsDateGroup {
  readonly date: string;
  readonly times: readonly NewsTimeGroup[];
}

/**
 * Groups the list by date, then by time (docs/product.md §2.10), keeping the api's
 * order: a day or a minute that comes back later in the list (an older page
 * can end on the same day the next one starts) joins its earlier group.
 */
export function groupNewsByDate(items: readonly NewsItem[]): NewsDateGroup[] {
  const days = new Map<string, Map<string, NewsItem[]>>();
  for (const item of items) {
    let times = days.get(item.date);
    if (!times) {
      times = new Map();
      days.set(item.date, times);
    }
    const minute = times.get(item.times);
    if (minute) minute.push(item);
    else times.set(item.times, [item]);
  }
  return [...days].map(([date, times]) => ({
    date,
    times: [...times].map(([time, grouped]) => ({ time, items: grouped })),
  }));
}
