import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Dapp, HomeSection } from '@tp/shared/api/types';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Queryable } from '../db/database';
import { Params } from '../db/params';
import type { JsonText } from '../db/sql';

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

export interface DappListFilter {
  /** A category, or TRENDING_CATEGORY_ID; all listed DApps when absent. */
  readonly categoryId?: number;
  readonly network?: string;
}

/** A DApp with no text at all still answers every field. */
const NO_TEXT = JSON.stringify({ title: '', desc: '', lang: 'en' });

/**
 * The DApps of a page as one JSON array, in the audience's language, joined
 * from their stored cards (migration 4): `page` selects `page_id` and what
 * `order` sorts by. Each DApp takes its text in the language, else English,
 * else its first language; the fallback is looked up only when the language
 * is missing.
 */
export function cardList(params: Params, lang: ContentLanguage, page: string, order: string, where = 'true'): string {
  return `select '[' || coalesce(string_agg(left(d.card, -1) || ',' || substr(coalesce(t.card, (
        select f.card from dapp_texts f where f.dapp_id = d.id order by f.lang = 'en' desc, f.lang limit 1
      ), '${NO_TEXT}'), 2), ',' order by ${order}), '') || ']' as list
    from (${page}) p join dapps d on d.id = p.page_id
    left join dapp_texts t on t.dapp_id = d.id and t.lang = ${params.add(lang)}
    where ${where}`;
}

/**
 * Listed, not hidden on the audience's platform, and within its app version;
 * `alias` is `d` (dapps) or `c` (dapp_categories, which carries the same columns).
 */
export function visible(params: Params, audience: Audience, alias = 'd'): string {
  return `${alias}.status = 0 and not (${params.add(audience.os)}::text = any(${alias}.hidden_on))
    and ${alias}.min_app_version <= coalesce(${params.add(audience.version)}::int, 2147483647)`;
}

interface ListQuery {
  readonly from: string;
  readonly where: string;
  readonly id: string;
  readonly rank: string;
}

/**
 * A category's DApps, ranked from the category's own index, which carries
 * visibility; `category` is a parameter or a column.
 */
function categoryQuery(params: Params, audience: Audience, category: string, joinDapps = false): ListQuery {
  return {
    from: joinDapps ? 'dapp_categories c join dapps d on d.id = c.dapp_id' : 'dapp_categories c',
    where: `${visible(params, audience, 'c')} and c.category_id = ${category}`,
    id: 'c.dapp_id',
    rank: 'c.hot',
  };
}

/** The FROM, WHERE and ranking of a DApp list; the DApps are joined to a category only to filter by network. */
function listQuery(params: Params, audience: Audience, filter: DappListFilter): ListQuery {
  const inCategory = filter.categoryId !== undefined && filter.categoryId !== TRENDING_CATEGORY_ID;
  const query = inCategory
    ? categoryQuery(params, audience, params.add(filter.categoryId), Boolean(filter.network))
    : { from: 'dapps d', where: visible(params, audience), id: 'd.id', rank: filter.categoryId === TRENDING_CATEGORY_ID ? 'd.trending' : 'd.hot' };
  const where = [query.where];
  if (filter.network) where.push(`d.networks @> ${params.add([filter.network])}::text[]`);
  return { ...query, where: where.join(' and ') };
}

/** The ids of a list's DApps, ranked; rows skipped by an offset are never built. */
const ranked = (query: ListQuery) => `select ${query.id} as page_id, ${query.rank} as rank, ${query.id} as tie from ${query.from} where ${query.where}`;
export const RANK_ORDER = 'p.rank desc, p.tie';
export const pageOf = (params: Params, ids: string, page: DappPage) =>
  `${ids} order by rank desc, tie limit ${params.add(page.count)} offset ${params.add(page.start)}`;

/** DApps by popularity (or trend), filtered by category and network: one page as JSON, in one query. */
export async function listDapps(db: Queryable, audience: Audience, filter: DappListFilter, page: DappPage): Promise<JsonText<Dapp[]>> {
  const params = new Params();
  const ids = pageOf(params, ranked(listQuery(params, audience, filter)), page);
  const [{ list }] = await db.query<{ list: string }>(cardList(params, audience.lang, ids, RANK_ORDER), params.values);
  return list;
}

/** DApps by id, in the order asked; unknown or unlisted ids are left out. */
export async function dappsByIds(db: Queryable, audience: Audience, ids: readonly number[]): Promise<JsonText<Dapp[]>> {
  const params = new Params();
  const asked = `select id as page_id, n from unnest(${params.add(ids)}::int[]) with ordinality u(id, n)`;
  const [{ list }] = await db.query<{ list: string }>(cardList(params, audience.lang, asked, 'p.n', visible(params, audience)), params.values);
  return list;
}

/** The store home: the trending list, then each store category with its most popular DApps. */
export async function homeSections(db: Queryable, audience: Audience, perSection: number): Promise<HomeSection[]> {
  const params = new Params();
  const top = { start: 0, count: perSection + 1 };
  const inSection = cardList(params, audience.lang, pageOf(params, ranked(categoryQuery(params, audience, 's.hid')), top), RANK_ORDER);
  const lang = params.add(audience.lang);
  const sections = await db.query<{ id: number; title: string; list: string | null }>(
    `select s.hid as id, coalesce(n.name, ne.name, '') as title, case when s.hid <> ${TRENDING_CATEGORY_ID} then (${inSection}) end as list
     from categories s
     left join category_names n on n.category_id = s.hid and n.lang = ${lang}
     left join category_names ne on ne.category_id = s.hid and ne.lang = 'en'
     where s.category_type = 0 order by s.m_index, s.hid`,
    params.values,
  );
  const trending = await listDapps(db, audience, { categoryId: TRENDING_CATEGORY_ID }, top);
  return sections.flatMap(({ id, title, list }) => {
    const dapps = JSON.parse(list ?? trending) as Dapp[];
    return dapps.length > 0 ? [{ id, title, dapps: dapps.slice(0, perSection), has_more: dapps.length > perSection }] : [];
  });
}

/** The most searched words, for the store's search panel. */
export async function hotKeywords(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ keyword: string }>('select keyword from hot_keywords order by sort, keyword limit 20');
  return rows.map((row) => row.keyword);
}
