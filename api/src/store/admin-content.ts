import type { AdminCategory, AdminPromotion, CategoryEdit, PromotionKind } from '@tp/shared/contracts/console';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Database, Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError, fieldError } from '../http/envelope';

/** The tables behind each kind; activities have no on/off status, only their window. */
const TABLES: Readonly<Record<PromotionKind, { table: string; status: boolean; placement: boolean }>> = {
  banners: { table: 'banners', status: true, placement: true },
  activities: { table: 'activities', status: false, placement: false },
  ads: { table: 'ads', status: true, placement: false },
};

const columns = (kind: PromotionKind) => {
  const { status, placement } = TABLES[kind];
  return `id, lang, title, image_url, url, sort, ${placement ? 'placement' : 'null as placement'}, ${isoTime('start_time')} as start_time,
    case when end_time is null then null else ${isoTime('end_time')} end as end_time,
    case when ${status ? 'status <> 0' : 'false'} then 'hidden' when start_time > now() then 'upcoming'
      when end_time is not null and end_time <= now() then 'ended' else 'live' end as state`;
};

/** Every banner, activity or ad of a language, in the order the site shows them, whatever its window. */
export function listPromotions(db: Queryable, kind: PromotionKind, lang: ContentLanguage): Promise<AdminPromotion[]> {
  return db.query<AdminPromotion>(`select ${columns(kind)} from ${TABLES[kind].table} where lang = $1 order by sort, id`, [lang]);
}

export interface PromotionWindow {
  readonly start_time: string;
  /** Null: runs until changed. */
  readonly end_time: string | null;
}

/** Sets when a banner, activity or ad shows: from start_time, until end_time (refused when it ends before it starts). */
export async function setPromotionWindow(db: Queryable, kind: PromotionKind, id: number, window: PromotionWindow): Promise<AdminPromotion> {
  if (window.end_time !== null && Date.parse(window.end_time) <= Date.parse(window.start_time)) throw new ApiError(400, fieldError('end_time', 'invalidValue'));
  const [row] = await db.query<AdminPromotion>(
    `update ${TABLES[kind].table} set start_time = $2, end_time = $3 where id = $1 returning ${columns(kind)}`,
    [id, window.start_time, window.end_time],
  );
  if (!row) throw ApiError.notFound('id');
  return row;
}

export interface PromotionInput extends Partial<PromotionWindow> {
  readonly lang: ContentLanguage;
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly sort?: number;
  /** Activities only. */
  readonly summary?: string;
}

/** A new activity or ad (banners have POST /api/admin/banners), shown from its start (now by default). */
export async function createPromotion(db: Queryable, kind: Exclude<PromotionKind, 'banners'>, input: PromotionInput): Promise<AdminPromotion> {
  if (input.end_time && Date.parse(input.end_time) <= Date.parse(input.start_time ?? new Date().toISOString())) throw new ApiError(400, fieldError('end_time', 'invalidValue'));
  const summary = kind === 'activities' ? ', summary' : '';
  const [row] = await db.query<AdminPromotion>(
    `insert into ${TABLES[kind].table} (lang, title, image_url, url, sort, start_time, end_time${summary})
     values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7${summary ? ', $8' : ''}) returning ${columns(kind)}`,
    [input.lang, input.title, input.image_url, input.url, input.sort ?? 0, input.start_time ?? null, input.end_time ?? null, ...(summary ? [input.summary ?? ''] : [])],
  );
  return row;
}

const CATEGORY_COLUMNS = `c.hid, coalesce(n.name, '') as name, c.m_index, c.icon_url,
  (select coalesce(jsonb_object_agg(a.lang, a.name), '{}'::jsonb) from category_names a where a.category_id = c.hid) as names`;

/** Every category by m_index, named in English, with its names in every language and its icon. */
export function listCategoryOrder(db: Queryable): Promise<AdminCategory[]> {
  return db.query<AdminCategory>(
    `select ${CATEGORY_COLUMNS} from categories c
     left join category_names n on n.category_id = c.hid and n.lang = 'en' order by c.m_index, c.hid`,
  );
}

/**
 * Renames a category in the languages given (null: that language shows the English name) and
 * changes its icon when one is given. The catalogue's version moves with it (migration 14), so
 * searches kept in memory that matched the old names are not answered again.
 */
export async function editCategory(db: Database, hid: number, edit: CategoryEdit): Promise<AdminCategory> {
  if (edit.names.en === null) throw new ApiError(400, fieldError('names.en', 'requiredItem'));
  return db.transaction(async (tx) => {
    const found = await tx.query('select hid from categories where hid = $1 for update', [hid]);
    if (found.length === 0) throw ApiError.notFound('hid');
    if (edit.icon_url !== undefined) await tx.query('update categories set icon_url = $2 where hid = $1', [hid, edit.icon_url]);
    for (const [lang, name] of Object.entries(edit.names)) {
      if (name === null) await tx.query('delete from category_names where category_id = $1 and lang = $2', [hid, lang]);
      else {
        await tx.query(
          'insert into category_names (category_id, lang, name) values ($1, $2, $3) on conflict (category_id, lang) do update set name = excluded.name',
          [hid, lang, name],
        );
      }
    }
    const [row] = await tx.query<AdminCategory>(
      `select ${CATEGORY_COLUMNS} from categories c left join category_names n on n.category_id = c.hid and n.lang = 'en' where c.hid = $1`,
      [hid],
    );
    return row;
  });
}

/** Puts the categories in the given order (every category, each once): m_index 10, 20, 30… */
export async function orderCategories(db: Database, hids: readonly number[]): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    const known = (await tx.query<{ hid: number }>('select hid from categories for update')).map((row) => row.hid).sort((a, b) => a - b);
    const given = [...hids].sort((a, b) => a - b);
    if (given.length !== known.length || given.some((hid, i) => hid !== known[i])) throw new ApiError(400, fieldError('hids', 'invalidValue'));
    await tx.query('update categories c set m_index = o.position * 10 from unnest($1::int[]) with ordinality as o(hid, position) where c.hid = o.hid', [hids]);
  });
  return listCategoryOrder(db);
}
