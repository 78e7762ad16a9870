import type { Activity, Ad, Banner, RawNewsItem } from '@tp/shared/api/types';
import type { Queryable } from '../db/database';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { CatalogueCache } from './catalogue-cache';
import { listActivities, listAds, listBanners, listNews, type ContentPage } from './content';

/** The news, banners, activities and ads the routes answer, kept in the catalogue cache. */
export interface ContentLists {
  news(lang: ContentLanguage, page: ContentPage): Promise<RawNewsItem[]>;
  banners(placement: 'store' | 'content', lang: ContentLanguage, page: ContentPage): Promise<Banner[]>;
  activities(lang: ContentLanguage, page: ContentPage): Promise<Activity[]>;
  ads(lang: ContentLanguage, page: ContentPage): Promise<Ad[]>;
}

/**
 * When a list of content next changes with time alone, in milliseconds since
 * the epoch (null: not before an edit): an article scheduled to appear, a
 * banner or an ad whose window opens or closes, an activity that ends.
 */
export async function nextScheduledChange(db: Queryable): Promise<number | null> {
  // Measured from the database's clock, so that a server whose clock differs from the database's keeps lists no longer.
  const [{ inMs }] = await db.query<{ inMs: string | null }>(
    `select ceil(extract(epoch from least(
       (select min(created_at) from news where status = 0 and created_at > now()),
       (select min(start_time) from banners where start_time > now()),
       (select min(end_time) from banners where end_time > now()),
       (select min(end_time) from activities where end_time > now()),
       (select min(start_time) from ads where start_time > now()),
       (select min(end_time) from ads where end_time > now())
     ) - now()) * 1000)::bigint::text as "inMs"`,
  );
  return inMs === null ? null : Date.now() + Number(inMs);
}

interface Scheduled<T> {
  readonly list: T[];
  readonly until: number | null;
}

export function contentLists(cache: CatalogueCache): ContentLists {
  const kept = async <T>(key: unknown[], read: (source: Queryable) => Promise<T[]>): Promise<T[]> => {
    const found = await cache.get<Scheduled<T>>(
      JSON.stringify(['content', ...key]),
      async (source) => ({ list: await read(source), until: await nextScheduledChange(source) }),
      (scheduled) => JSON.stringify(scheduled.list).length,
      (scheduled) => scheduled.until,
    );
    return found.list;
  };
  return {
    news: (lang, page) => kept(['news', lang, page.start, page.count], (source) => listNews(source, lang, page)),
    banners: (placement, lang, page) => kept(['banners', placement, lang, page.start, page.count], (source) => listBanners(source, placement, lang, page)),
    activities: (lang, page) => kept(['activities', lang, page.start, page.count], (source) => listActivities(source, lang, page)),
    ads: (lang, page) => kept(['ads', lang, page.start, page.count], (source) => listAds(source, lang, page)),
  };
}
