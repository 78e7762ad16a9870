import type { RawNewsDetail, RawNewsItem } from '@tp/shared';

/** A news item as the api sends it: `create_time` in ISO 8601 UTC. */
export function rawNews(id: number, createTime: string, overrides: Partial<RawNewsItem> = {}): RawNewsItem {
  return { id, title: `Article ${id}`, summary: `Summary of article ${id}`, cover_url: null, lang: 'en', create_time: createTime, ...overrides };
}

export function rawArticle(id: number, content: string, overrides: Partial<RawNewsDetail> = {}): RawNewsDetail {
  return { ...rawNews(id, '2024-05-01T09:30:00Z'), content, ...overrides };
}

/** `count` items, newest first, one a minute back from 2024-05-03 12:00 UTC (ids from `firstId` up). */
export function rawNewsPage(firstId: number, count: number): RawNewsItem[] {
  const newest = Date.UTC(2024, 4, 3, 12, 0) - (firstId - 1) * 60_000;
  return Array.from({ length: count }, (_, index) =>
    rawNews(firstId + index, new Date(newest - index * 60_000).toISOString().replace('.000', '')),
  );
}

/** An answer of the content API (docs/product.md §7.3). */
export const content = <T>(data: T) => ({ result: 0, data });
