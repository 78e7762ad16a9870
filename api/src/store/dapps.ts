import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Dapp, HomeSection } from '@tp/shared/api/types';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Database, Queryable } from '../db/database';
import { Params } from '../db/params';
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

export interface DappListFilter {
  /** A category, or TRENDING_CATEGORY_ID; all listed DApps when absent. */
  readonly categoryId?: number;
  readonly network?: string;
  /** Matched in names, descriptions and keywords of every language. */
  readonly key?: string;
}

type DappRow = Omit<Dapp, 'title' | 'desc' | 'lang'>;

const ROW_COLUMNS = `d.id, d.url, d.icon_url, d.category_ids, d.networks, d.tp_connect, d.hot, d.audit_urls, d.tokens, d.tutorial_url,
  ${isoTime('d.created_at')} as create_time`;

/**
 * Listed, not hidden on the audience's platform, and within its app version;
 * `alias` is `d` (dapps) or `c` (dapp_categories, which carries the same columns).
 */
function visible(params: Params, audience: Audience, alias = 'd'): string {
  return `${alias}.status = 0 and not (${params.add(audience.os)}::text = any(${alias}.hidden_on))
    and ${alias}.min_app_version <= coalesce(${params.add(audience.version)}::int, 2147483647)`;
}

/** Each DApp with its title and description in the language, else English, else its first language. */
async function withTexts(db: Queryable, lang: ContentLanguage, rows: readonly DappRow[]): Promise<Dapp[]> {
  if (rows.length === 0) return [];
  const texts = await db.query<{ dapp_id: number; lang: ContentLanguage; title: string; description: string }>(
    `select distinct on (dapp_id) dapp_id, lang, title, description from dapp_texts where dapp_id = any($1::int[])
     order by dapp_id, (lang = $2) desc, (lang = 'en') desc, lang`,
    [rows.map((row) => row.id), lang],
  );
  const byId = new Map(texts.map((text) => [text.dapp_id, text]));
  return rows.map(({ id, ...row }) => {
    const text = byId.get(id);
    return { id, title: text?.title ?? '', desc: text?.description ?? '', lang: text?.lang ?? 'en', ...row };
  });
}

/**
 * The FROM, WHERE and ranking of a DApp list. A category is ranked from its
 * own index, which carries visibility: the DApps are joined only to filter by
 * network or search key.
 */
function listQuery(params: Params, audience: Audience, filter: DappListFilter) {
  const inCategory = filter.categoryId !== undefined && filter.categoryId !== TRENDING_CATEGORY_ID;
  const where: string[] = [];
  let from = 'dapps d';
  let id = 'd.id';
  let rank = filter.categoryId === TRENDING_CATEGORY_ID ? 'd.trending' : 'd.hot';
  let tie = 'd.id';
  if (inCategory) {
    from = filter.network || filter.key ? 'dapp_categories c join dapps d on d.id = c.dapp_id' : 'dapp_categories c';
    where.push(visible(params, audience, 'c'), `c.category_id = ${params.add(filter.categoryId)}`);
    id = 'c.dapp_id';
    rank = 'c.hot';
    tie = 'c.dapp_id';
  } else {
    where.push(visible(params, audience));
  }
  if (filter.network) where.push(`d.networks @> ${params.add([filter.network])}::text[]`);
  if (filter.key) where.push(`d.search_text like ${params.add(likeContains(foldSearchKey(filter.key)))}`);
  return { from, where: where.join(' and '), id, rank, tie };
}

/** One page of a list: ranked on ids alone, so rows skipped by the offset are never built. */
async function pageOf(db: Queryable, audience: Audience, filter: DappListFilter, page: DappPage): Promise<DappRow[]> {
  const params = new Params();
  const query = listQuery(params, audience, filter);
  return db.query<DappRow>(
    `select ${ROW_COLUMNS} from (
       select ${query.id} as page_id, ${query.rank} as rank_1, ${query.tie} as rank_2 from ${query.from} where ${query.where}
       order by ${query.rank} desc, ${query.tie} limit ${params.add(page.count)} offset ${params.add(page.start)}
     ) p join dapps d on d.id = p.page_id
     order by p.rank_1 desc, p.rank_2`,
    params.values,
  );
}

/** DApps by popularity (or trend), filtered by category and network. */
export async function listDapps(db: Queryable, audience: Audience, filter: Omit<DappListFilter, 'key'>, page: DappPage): Promise<Dapp[]> {
  return withTexts(db, audience.lang, await pageOf(db, audience, filter, page));
}

export interface SearchPage {
  readonly list: Dapp[];
  /** Matches, counted up to the cap. */
  readonly total: number;
}

/**
 * DApps matching a search key, most popular first. Matches are found through
 * the trigram index, whose bitmap stops after `cap` + 1 rows: a rare key is
 * then sorted among its few matches, while a common one (more than `cap`)
 * walks the popularity index, where matches come quickly. Left to itself the
 * planner cannot tell the two apart and may scan every DApp for a rare key.
 */
export async function searchDapps(
  db: Database,
  audience: Audience,
  filter: DappListFilter & { key: string },
  page: DappPage,
  cap: number,
): Promise<SearchPage> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    const params = new Params();
    const query = listQuery(params, audience, filter);
    const [{ total }] = await tx.query<{ total: number }>(
      `select count(*)::int as total from (select 1 from ${query.from} where ${query.where} limit ${params.add(cap + 1)}) matches`,
      params.values,
    );
    if (total === 0) return { list: [], total: 0 };
    if (total > cap) await tx.query(`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true)`);
    return { list: await withTexts(tx, audience.lang, await pageOf(tx, audience, filter, page)), total: Math.min(total, cap) };
  });
}

/** DApps by id, in the order asked; unknown or unlisted ids are left out. */
export async function dappsByIds(db: Queryable, audience: Audience, ids: readonly number[]): Promise<Dapp[]> {
  const params = new Params();
  const rows = await db.query<DappRow>(`select ${ROW_COLUMNS} from dapps d where ${visible(params, audience)} and d.id = any(${params.add(ids)}::int[])`, params.values);
  const byId = new Map((await withTexts(db, audience.lang, rows)).map((dapp) => [dapp.id, dapp]));
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
  const params = new Params();
  const rows = await db.query<DappRow & { section_id: number }>(
    `select s.hid as section_id, d.* from categories s
     cross join lateral (
       select ${ROW_COLUMNS} from dapp_categories c join dapps d on d.id = c.dapp_id
       where c.category_id = s.hid and ${visible(params, audience, 'c')}
       order by c.hot desc, c.dapp_id limit ${params.add(perSection + 1)}
     ) d
     where s.category_type = 0 and s.hid <> ${TRENDING_CATEGORY_ID}
     order by s.hid, d.hot desc, d.id`,
    params.values,
  );
  const dapps = new Map((await withTexts(db, audience.lang, rows.map(({ section_id: _section, ...row }) => row))).map((dapp) => [dapp.id, dapp]));
  const bySection = new Map<number, Dapp[]>();
  for (const row of rows) bySection.set(row.section_id, [...(bySection.get(row.section_id) ?? []), dapps.get(row.id)!]);
  bySection.set(TRENDING_CATEGORY_ID, await listDapps(db, audience, { categoryId: TRENDING_CATEGORY_ID }, { start: 0, count: perSection + 1 }));
  return sections
    .filter((section) => (bySection.get(section.id) ?? []).length > 0)
    .map((section) => {
      const list = bySection.get(section.id)!;
      return { id: section.id, title: section.title, dapps: list.slice(0, perSection), has_more: list.length > perSection };
    });
}

/** The most searched words, for the store's search panel. */
export async function hotKeywords(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ keyword: string }>('select keyword from hot_keywords order by sort, keyword limit 20');
  return rows.map((row) => row.keyword);
}
