import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Activity, Ad, Banner, RawNewsDetail, RawNewsItem } from '@tp/shared/api/types';
import type { Queryable } from '../db/database';
import { isoTime } from '../db/sql';

export interface ContentPage {
  readonly start: number;
  readonly count: number;
}

const NEWS_COLUMNS = `id, title, summary, cover_url, lang, ${isoTime('created_at')} as create_time`;

/** Published news of a language, newest first; a scheduled article (created_at ahead) waits for its time. */
export function listNews(db: Queryable, lang: ContentLanguage, page: ContentPage): Promise<RawNewsItem[]> {
  return db.query<RawNewsItem>(
    `select ${NEWS_COLUMNS} from news where lang = $1 and status = 0 and created_at <= now() order by created_at desc, id desc limit $2 offset $3`,
    [lang, page.count, page.start],
  );
}

/**
 * One article. When the reader's language differs from the article's, the
 * same story in their language is returned if it exists.
 */
export async function newsArticle(db: Queryable, id: number, lang: ContentLanguage | null): Promise<RawNewsDetail | undefined> {
  const rows = await db.query<RawNewsDetail>(
    `select ${NEWS_COLUMNS}, content from news
     where status = 0 and created_at <= now() and (id = $1 or (story = (select story from news where id = $1) and lang = $2))
     order by (lang = $2) desc limit 1`,
    [id, lang ?? ''],
  );
  return rows[0];
}

/** Banners of a placement in a language (docs/product.md §7.3 banner list: start 0, count 10, status 0). */
export function listBanners(db: Queryable, placement: 'store' | 'content', lang: ContentLanguage, page: ContentPage): Promise<Banner[]> {
  return db.query<Banner>(
    `select id, title, image_url, url, lang, ${isoTime('start_time')} as start_time,
       case when end_time is null then null else ${isoTime('end_time')} end as end_time
     from banners
     where placement = $1 and lang = $2 and status = 0 and start_time <= now() and (end_time is null or end_time > now())
     order by sort, id limit $3 offset $4`,
    [placement, lang, page.count, page.start],
  );
}

/** Activities that have not ended, in a language. */
export function listActivities(db: Queryable, lang: ContentLanguage, page: ContentPage): Promise<Activity[]> {
  return db.query<Activity>(
    `select id, title, summary, image_url, url, lang, ${isoTime('start_time')} as start_time,
       case when end_time is null then null else ${isoTime('end_time')} end as end_time
     from activities where lang = $1 and (end_time is null or end_time > now())
     order by sort, start_time desc, id limit $2 offset $3`,
    [lang, page.count, page.start],
  );
}

/** Ads of a language within their time window. */
export function listAds(db: Queryable, lang: ContentLanguage, page: ContentPage): Promise<Ad[]> {
  return db.query<Ad>(
    `select id, title, image_url, url, lang from ads
     where lang = $1 and status = 0 and start_time <= now() and (end_time is null or end_time > now())
     order by sort, id limit $2 offset $3`,
    [lang, page.count, page.start],
  );
}
