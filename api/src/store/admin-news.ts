import type { AdminNewsArticle, AdminNewsItem } from '@tp/shared/contracts/console';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError } from '../http/envelope';

/** news.status: 0 listed (from created_at, its publication time), 1 unpublished. */
const LISTED = 0;
const UNPUBLISHED = 1;

const COLUMNS = `id, story, lang, title, summary, cover_url, ${isoTime('created_at')} as publish_at,
  case when status <> ${LISTED} then 'unpublished' when created_at > now() then 'scheduled' else 'published' end as state`;

/** Every article of a language, whatever its state, latest publication time first. */
export function listAdminNews(db: Queryable, lang: ContentLanguage, page: { start: number; count: number }): Promise<AdminNewsItem[]> {
  return db.query<AdminNewsItem>(
    `select ${COLUMNS} from news where lang = $1 order by created_at desc, id desc limit $2 offset $3`,
    [lang, page.count, page.start],
  );
}

export async function adminNewsArticle(db: Queryable, id: number): Promise<AdminNewsArticle> {
  const [row] = await db.query<AdminNewsArticle>(`select ${COLUMNS}, content from news where id = $1`, [id]);
  if (!row) throw ApiError.notFound('id');
  return row;
}

/** What an editor writes of an article, new or rewritten. */
export interface NewsText {
  readonly title: string;
  readonly summary: string;
  /** HTML; the site sanitises it when shown. */
  readonly content: string;
  readonly cover_url?: string | null;
}

export interface NewsEdit extends NewsText {
  /** When readers see it; a future time schedules it. Unchanged when absent. */
  readonly publish_at?: string;
}

/** Rewrites an article in place (its id, language and story stay); answers it as stored. */
export async function editNews(db: Queryable, id: number, edit: NewsEdit): Promise<AdminNewsArticle> {
  const rows = await db.query(
    `update news set title = $2, summary = $3, content = $4, cover_url = $5, created_at = coalesce($6::timestamptz, created_at) where id = $1 returning id`,
    [id, edit.title, edit.summary, edit.content, edit.cover_url ?? null, edit.publish_at ?? null],
  );
  if (rows.length === 0) throw ApiError.notFound('id');
  return adminNewsArticle(db, id);
}

/** Takes an article off the site (listed: false) or back on it, at its publication time. */
export async function setNewsListed(db: Queryable, id: number, listed: boolean): Promise<AdminNewsArticle> {
  const rows = await db.query('update news set status = $2 where id = $1 returning id', [id, listed ? LISTED : UNPUBLISHED]);
  if (rows.length === 0) throw ApiError.notFound('id');
  return adminNewsArticle(db, id);
}
