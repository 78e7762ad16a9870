import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Dapp, HomeSection } from '@tp/shared/api/types';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Queryable } from '../db/database';
import { isoTime, likeContains } from '../db/sql';
import { foldSearchKey } from './search-text';

/** Who is asking: their language, platform and app version (spec §7 headers). */
export interface Audience {
  readonly lang: ContentLanguage;
  /** `ios`, `android`, `web`…; DApps hidden on that platform are left out. */
  readonly os: string;
  /** The app version as a number (see versionNumber); DApps needing a newer app are left out. */
  readonly version: number | null;
}

export interface DappPage {
  readonly start: number;
  readonly count: number;
}

/**
 * The columns of a Dapp, with title and description in the audience's
 * language, else English, else the first language the DApp has.
 */
const DAPP_COLUMNS = `
  d.id, coalesce(t.title, e.title, f.title) as title, coalesce(t.description, e.description, f.description) as "desc",
  coalesce(t.lang, e.lang, f.lang) as lang, d.url, d.icon_url, d.category_ids, d.networks, d.tp_connect, d.hot,
  d.audit_urls, d.tokens, d.tutorial_url, ${isoTime('d.created_at')} as create_time`;

const DAPP_TEXT_JOINS = `
  left join dapp_texts t on t.dapp_id = d.id and t.lang = $1
  left join dapp_texts e on e.dapp_id = d.id and e.lang = 'en' and t.dapp_id is null
  left join lateral (
    select x.title, x.description, x.lang from dapp_texts x where x.dapp_id = d.id and t.dapp_id is null and e.dapp_id is null order by x.lang limit 1
  ) f on true`;

/** Listed, not hidden on the audience's platform, and within its app version. */
const visible = (os: string, version: string) =>
  `d.status = 0 and not (${os}::text = any(d.hidden_on)) and d.min_app_version <= coalesce(${version}::int, 2147483647)`;

/** Visibility with the audience in $2 (os) and $3 (version), after the language in $1. */
const VISIBLE = visible('$2', '$3');

const params = (audience: Audience) => [audience.lang, audience.os, audience.version];

export interface DappListFilter {
  /** A category, or TRENDING_CATEGORY_ID; all listed DApps when absent. */
  readonly categoryId?: number;
  readonly network?: string;
  readonly key?: string;
}

/** DApps by popularity (or trend), filtered by category, network and search key. */
export async function listDapps(db: Queryable, audience: Audience, filter: DappListFilter, page: DappPage): Promise<Dapp[]> {
  const values: unknown[] = [...params(audience)];
  const where = [VISIBLE];
  let from = 'dapps d';
  let rank = 'd.hot';
  let tie = 'd.id';
  if (filter.categoryId === TRENDING_CATEGORY_ID) {
    rank = 'd.trending';
  } else if (filter.categoryId !== undefined) {
    values.push(filter.categoryId);
    // Ranked straight from the category index, so deep pages stay cheap.
    from = 'dapp_categories c join dapps d on d.id = c.dapp_id';
    where.push(`c.category_id = $${values.length}`);
    rank = 'c.hot';
    tie = 'c.dapp_id';
  }
  if (filter.network) {
    values.push([filter.network]);
    where.push(`d.networks @> $${values.length}::text[]`);
  }
  if (filter.key) {
    values.push(likeContains(foldSearchKey(filter.key)));
    where.push(`d.search_text like $${values.length}`);
  }
  values.push(page.count, page.start);
  return db.query<Dapp>(
    `select ${DAPP_COLUMNS} from (
       select d.*, ${rank} as rank_1, ${tie} as rank_2 from ${from} where ${where.join(' and ')}
       order by ${rank} desc, ${tie} limit $${values.length - 1} offset $${values.length}
     ) d ${DAPP_TEXT_JOINS}
     order by d.rank_1 desc, d.rank_2`,
    values,
  );
}

/** How many DApps match a filter, counted up to `cap` so a broad search key stays cheap. */
export async function countDapps(db: Queryable, audience: Audience, filter: Pick<DappListFilter, 'key' | 'network'>, cap: number): Promise<number> {
  const values: unknown[] = [audience.os, audience.version, cap];
  const where = [visible('$1', '$2')];
  if (filter.network) where.push(`d.networks @> $${values.push([filter.network])}::text[]`);
  if (filter.key) where.push(`d.search_text like $${values.push(likeContains(foldSearchKey(filter.key)))}`);
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 from dapps d where ${where.join(' and ')} limit $3) matches`,
    values,
  );
  return row.total;
}

/** DApps by id, in the order asked; unknown or unlisted ids are left out. */
export async function dappsByIds(db: Queryable, audience: Audience, ids: readonly number[]): Promise<Dapp[]> {
  const rows = await db.query<Dapp>(
    `select ${DAPP_COLUMNS} from dapps d ${DAPP_TEXT_JOINS} where ${VISIBLE} and d.id = any($4::int[])`,
    [...params(audience), ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The store home: the trending list, then each store category with its most popular DApps. */
export async function homeSections(db: Queryable, audience: Audience, perSection: number): Promise<HomeSection[]> {
  const sections = await db.query<{ id: number; title: string }>(
    `select c.hid as id, coalesce(n.name, ne.name, '') as title
     from categories c
     left join category_names n on n.category_id = c.hid and n.lang = $1
     left join category_names ne on ne.category_id = c.hid and ne.lang = 'en'
     where c.category_type = 0 order by c.m_index, c.hid`,
    [audience.lang],
  );
  const rows = await db.query<Dapp & { section_id: number }>(
    `select s.hid as section_id, ${DAPP_COLUMNS}
     from categories s
     cross join lateral (
       select d.*, dc.hot as rank_1 from dapp_categories dc join dapps d on d.id = dc.dapp_id
       where dc.category_id = s.hid and ${VISIBLE}
       order by dc.hot desc, dc.dapp_id limit $4
     ) d
     ${DAPP_TEXT_JOINS}
     where s.category_type = 0 and s.hid <> ${TRENDING_CATEGORY_ID}
     order by s.hid, d.rank_1 desc, d.id`,
    [...params(audience), perSection + 1],
  );
  const bySection = new Map<number, Dapp[]>();
  for (const { section_id: sectionId, ...dapp } of rows) {
    bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), dapp]);
  }
  bySection.set(TRENDING_CATEGORY_ID, await listDapps(db, audience, { categoryId: TRENDING_CATEGORY_ID }, { start: 0, count: perSection + 1 }));
  return sections
    .filter((section) => (bySection.get(section.id) ?? []).length > 0)
    .map((section) => {
      const dapps = bySection.get(section.id) ?? [];
      return { id: section.id, title: section.title, dapps: dapps.slice(0, perSection), has_more: dapps.length > perSection };
    });
}

/** The most searched words, for the store's search panel. */
export async function hotKeywords(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ keyword: string }>('select keyword from hot_keywords order by sort, keyword limit 20');
  return rows.map((row) => row.keyword);
}
