import type { NewsDetail, NewsItem, RawNewsDetail, RawNewsItem } from '../api/types';

/**
 * docs/product.md §3.6: create_time with T and Z replaced by a space, and the
 * derived day (MM-DD) and time (HH:mm) the list groups by.
 */
export function normalizeNewsItem<T extends RawNewsItem>(item: T): T & NewsItem {
  const createTime = String(item.create_time ?? '').replace(/[TZ]/g, ' ').trim();
  const [date = '', clock = ''] = createTime.split(' ');
  return { ...item, create_time: createTime, date, days: date.slice(5), times: clock.slice(0, 5) };
}

/** docs/product.md §7.3: news/list data is an array, or null when there is nothing more. */
export function normalizeNewsList(list: readonly RawNewsItem[] | null | undefined): NewsItem[] | null {
  return Array.isArray(list) ? list.map(normalizeNewsItem) : null;
}

export function normalizeNewsDetail(detail: RawNewsDetail): NewsDetail {
  return normalizeNewsItem(detail);
}
