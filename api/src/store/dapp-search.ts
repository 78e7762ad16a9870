import type { Dapp } from '@tp/shared/api/types';
import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import { isQueryCanceled, type Database, type Queryable, type QueryOptions } from '../db/database';
import { ApiError, fieldError } from '../http/envelope';
import { Params } from '../db/params';
import { likeContains, prefixBounds, type JsonText } from '../db/sql';
import { CONTENT_LANGUAGES } from '../languages';
import { cardList, pageOf, RANK_ORDER, visible, type Audience, type DappListFilter, type DappPage } from './dapps';
import { deletions, foldSearchKey, lexeme, textIndex, transpositions, type TextIndex, typoBudget, wordIndex } from './search-text';

export interface SearchFilter extends DappListFilter {
  readonly key: string;
}

export interface SearchPage {
  readonly list: JsonText<Dapp[]>;
  /** Matches, counted up to the cap. */
  readonly total: number;
  /** With no match: the name of the closest DApp, in the audience's language ("Did you mean …"). */
  readonly suggestion: string | null;
}

const NOTHING: SearchPage = { list: '[]', total: 0, suggestion: null };

/**
 * How well a DApp matches, best first; within a tier the most popular comes
 * first. A typo never outranks a name typed right, and any name match
 * outranks a word of a description.
 */
export const TIER = { exactName: 5, namePrefix: 4, nameTypo: 3, namePrefixTypo: 2, text: 1 } as const;
/** Tier and popularity in one sortable number: `hot` stays within ±2^31. */
const TIER_WEIGHT = 4_294_967_296;

/**
 * Shortest key whose typo may be in a name's beginning: four letters begin,
 * one edit away, too many names that mean something else (`swap` and Snapshot).
 * Shorter keys forgive a typo in a whole name only (`aabe` for Aave).
 */
const MIN_PREFIX_TYPO_KEY = 5;
/** Words of a key looked up in the texts; more add nothing but work. */
const MAX_WORDS = 8;
/**
 * pg_trgm's similarity of a whole name to the key, for a name two typos away
 * and for a suggestion. Similarity of the whole name, not of a word within it:
 * a common word (`explorer`) is within many long names, and measuring each of
 * those (twenty thousand on a million DApps) took seconds.
 */
const TRIGRAM_SIMILARITY = 0.25;
/**
 * Longest a search statement may run (PostgreSQL; PGlite has no timer).
 * Searches take milliseconds; one that runs longer on an overloaded server
 * is answered "busy" rather than holding a pooled connection the other
 * endpoints need.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;
/** Seconds a visitor is asked to wait after a search timed out. */
const SEARCH_BUSY_RETRY_AFTER_S = 2;

type Plan = 'indexes' | 'popularity index';
const PLANNER_SWITCHES = ['enable_seqscan', 'enable_indexscan', 'enable_bitmapscan'] as const;
const PLANNER_JOINS = ['enable_hashjoin', 'enable_mergejoin'] as const;
/** Matches are few and each joined by its id: a hash or merge join would read every DApp. */
const SWITCHED_OFF: Record<Plan, readonly string[]> = {
  indexes: ['enable_seqscan', 'enable_indexscan', ...PLANNER_JOINS],
  'popularity index': ['enable_seqscan', 'enable_bitmapscan', ...PLANNER_JOINS],
};

/** `set_config` calls that set the plan of the transaction's next statements: the search knows its keys better than the statistics do. */
function planSwitches(plan: Plan): string {
  return [...PLANNER_SWITCHES, ...PLANNER_JOINS].map((name) => `set_config('${name}', '${SWITCHED_OFF[plan].includes(name) ? 'off' : 'on'}', true)`).join(', ');
}

/** `set_config` calls for every statement of the search's transaction, set by its first (the key's folding). */
function searchSettings(): string {
  // A switched-off plan weighs 10^10 in the planner's costs, which would make every search worth JIT compiling (seconds).
  const settings = [`set_config('jit', 'off', true)`];
  // The same weight makes the planner start parallel workers for scans of a few rows; starting them costs more than
  // the scan (600 ms measured on a busy server, for a branch whose one-time filter then read nothing).
  settings.push(`set_config('max_parallel_workers_per_gather', '0', true)`);
  settings.push(`set_config('statement_timeout', '${SEARCH_STATEMENT_TIMEOUT_MS}', true)`);
  settings.push(`set_config('pg_trgm.similarity_threshold', '${TRIGRAM_SIMILARITY}', true)`);
  // The search's statements are prepared (PREPARED) and planned once per shape, without the key's values: planning
  // a custom plan took longer than running it (0.9 ms of 2 for a name, 2.6 of 3.6 for a typo, on 100 000 DApps).
  settings.push(`set_config('plan_cache_mode', 'force_generic_plan', true)`);
  return settings.join(', ');
}

/** A folded key and what can find it without reading every DApp. */
interface Key {
  /** Words folded by `search_fold`, separated by one space. */
  readonly words: readonly string[];
  /** The key without separators, as names are kept (`search_name`). */
  readonly name: string;
  readonly typos: number;
  /** The categories the key names (keyFacts). */
  readonly categoryIds: readonly number[];
  /** Whether a name begins with the key: its typos are then not looked for. */
  readonly named: boolean;
}

/** A LIKE pattern for text that begins with `text`. */
const likePrefix = (text: string) => likeContains(text).slice(1);

/**
 * The search's statements: parsed and planned once per connection, each a
 * generic plan (searchSettings). A condition on a value must therefore be one an
 * index narrows without knowing it: bounds rather than a LIKE prefix (namesFrom).
 */
const PREPARED = { prepare: true } as const;

/**
 * Names that begin with `name` (the parameters of its prefixBounds): a range of
 * the btree, which a generic plan reads as well as a custom one, where a LIKE
 * pattern it could only filter with.
 */
function namesFrom(params: Params, column: string, name: string): string {
  const [low, high] = prefixBounds(name) ?? [name, null];
  // Without an upper bound the name is only U+10FFFF characters, and every text at or past it begins with them.
  return `${column} ~>=~ ${params.add(low)}${high === null ? '' : ` and ${column} ~<~ ${params.add(high)}`}`;
}

/**
 * The SQL that finds a key's matches. Every part of it is narrowed by an
 * index; a part that no index could narrow (the words of a key such as `a`
 * or `ok` in the texts) is left out rather than read from every DApp.
 */
class KeyMatch {
  /** Names (`t.name_key`) that begin with the key. */
  readonly nameBegins: string;
  readonly name: string;
  /** The conditions on the texts of the DApp `d` (textMatch); null when no word narrows them (textIndex). */
  readonly text: TextMatch | null;
  readonly categoryIds: string;

  constructor(
    params: Params,
    readonly key: Key,
  ) {
    this.name = params.add(key.name);
    this.nameBegins = namesFrom(params, 't.name_key', key.name);
    const found = key.words.slice(0, MAX_WORDS).map((word) => ({ word, index: textIndex(word) }));
    this.text = found.some(({ index }) => index !== 'short word') ? textMatch(params, found) : null;
    this.categoryIds = `${params.add(key.categoryIds)}::int[]`;
  }
}

/**
 * Conditions on the texts of the DApp `d`, for every word of a key, each
 * written when first asked for (a statement's parameters must all be used).
 */
interface TextMatch {
  /** Every word whole. */
  readonly whole: () => string;
  /** The last word, from three letters, as a beginning (the word being typed); null when it cannot be one. */
  readonly begun: (() => string) | null;
}

/**
 * The conditions on a DApp's texts that a key's words (textIndex) set, each
 * narrowed by an index. Whole words let the index skip to the DApps that have
 * the rarest of them, where a beginning reads every word it begins: on a
 * million DApps, "uniswap pro" with `pro` as a beginning read a fifth of the
 * catalogue (16 ms), as whole words 321 DApps (1 ms). The last word is
 * therefore read as a beginning only when no DApp has every word whole
 * (`text_whole` in the search's statement).
 */
function textMatch(params: Params, found: readonly { word: string; index: TextIndex }[]): TextMatch {
  const last = found.at(-1);
  const words = found.filter(({ index }) => index !== 'grams');
  const grams = found.filter(({ index }) => index === 'grams').map(({ word }) => ({ word: params.add(word), like: params.add(likeContains(word)) }));
  const condition = (beginning: boolean) => {
    let written: string | undefined;
    return () =>
      (written ??= [
        ...(words.length > 0 ? [`d.search_lexemes @@ ${params.add(words.map((word) => lexeme(word.word, beginning && word === last)).join(' & '))}::tsquery`] : []),
        // A subquery, computed once: a plan made without the word would compute search_grams for every DApp a walk reads.
        ...grams.map(({ word, like }) => `d.search_grams @> (select search_grams(${word})) and d.search_words like ${like}`),
      ].join(' and '));
  };
  return { whole: condition(false), begun: last?.index === 'word' ? condition(true) : null };
}

/**
 * What the key names before the search's plan is set: the categories by a
 * whole name or, from three characters, a word's beginning (in scripts without
 * spaces between words, anywhere in a name), and whether a name begins with
 * the key, which leaves out its typos. Read with the planner's switches as they
 * are, then the search's are set (planSwitches, in the same statement): a few hundred
 * category names, read whole, would weigh as a switched-off scan in every plan
 * that holds them, and a weight that large hides the differences between the plans.
 * Whether a name begins with the key is the first name of the range, in the
 * index's order: a plan made without the key reads it from the index whatever
 * it estimates (a scan would have to read and sort every name).
 */
async function keyFacts(tx: Queryable, words: readonly string[], name: string): Promise<{ categoryIds: number[]; named: boolean }> {
  const params = new Params();
  const part = words.join(' ');
  let within = '';
  if (wordIndex(name) === 'grams') within = ` or n.search_words like ${params.add(likeContains(part))}`;
  else if (name.length >= 3) within = ` or ' ' || n.search_words like ${params.add(`% ${likePrefix(part)}`)}`;
  const [facts] = await tx.query<{ ids: number[]; named: boolean }>(
    `select ${planSwitches('indexes')},
       (select coalesce(array_agg(distinct n.category_id), '{}') from category_names n where replace(n.search_words, ' ', '') = ${params.add(name)}${within}) as ids,
       (select 1 from dapp_texts t where ${namesFrom(params, 't.name_key', name)} order by t.name_key using ~<~ limit 1) is not null as named`,
    params.values,
    PREPARED,
  );
  return { categoryIds: facts.ids, named: facts.named };
}

/** The filters of the search besides its key: visibility, category, network. */
function scope(params: Params, audience: Audience, filter: SearchFilter): string {
  const where = [visible(params, audience)];
  if (filter.categoryId !== undefined && filter.categoryId !== TRENDING_CATEGORY_ID) where.push(`d.category_ids @> array[${params.add(filter.categoryId)}::int]`);
  if (filter.network) where.push(`d.networks @> ${params.add([filter.network])}::text[]`);
  return where.join(' and ');
}

/** The tier of a name (a column) as a typo of the key: TIER.text when it is none. */
type TypoMeasure = (name: string) => string;

function typoMeasure(params: Params, match: KeyMatch): TypoMeasure {
  const swaps = params.add(transpositions(match.key.name));
  const typos = params.add(match.key.typos);
  const measured = (name: string) => `search_typo(${name}, ${match.name}, ${swaps}::text[], ${typos})`;
  if ([...match.key.name].length >= MIN_PREFIX_TYPO_KEY) return (name) => `${TIER.text} + ${measured(name)}`;
  return (name) => `case ${measured(name)} when 2 then ${TIER.nameTypo} else ${TIER.text} end`;
}

/**
 * Names one typo from the key or, when there is none, names whose beginning
 * is: found through the key's forms with one character deleted, each an
 * index lookup in the names and in their own deleted forms (migration 15),
 * then measured (`search_typo`) for their tier. At most `cap` DApps.
 * Whole names first, by equality: on a million DApps a key's forms begin
 * hundreds of names, and measuring those was half of a search's time, for
 * matches that rank below a whole name's typo anyway.
 * The forms are rows the lookups join, not one lookup each in the statement:
 * a plan of two dozen lookups took longer to make than to run.
 */
function nearNames(params: Params, match: KeyMatch, measure: TypoMeasure, capCount: number): string {
  // A parameter of its own: PostgreSQL types a parameter by its first use, and a limit's would make the count's a bigint.
  const cap = params.add(capCount);
  const forms = deletions(match.key.name);
  const keyAndForms = params.add([match.key.name, ...forms]);
  const formsOnly = params.add(forms);
  const beginnings = (prefixes: readonly string[]) => {
    const bounds = prefixes.map(prefixBounds).filter((pair) => pair !== null);
    return `unnest(${params.add(bounds.map(([low]) => low))}::text[], ${params.add(bounds.map(([, high]) => high))}::text[]) f(low, high)`;
  };
  // Each distinct name of a candidate is measured once (`union`): most DApps keep one name in all their languages.
  const measured = (names: string) => `select names.dapp_id, ${measure('names.name_key')} as tier from (${names}) names`;
  const whole = measured(`
        (select dapp_id, name_key from dapp_name_deletions where form = any(${keyAndForms}::text[]) limit ${cap})
        union
        (select dapp_id, name_key from dapp_texts where name_key = any(${formsOnly}::text[]) limit ${cap})`);
  const begun = measured(`
        select l.dapp_id, l.name_key from ${beginnings([match.key.name, ...forms])}
          cross join lateral (select dapp_id, name_key from dapp_name_deletions where form ~>=~ f.low and form ~<~ f.high limit ${cap}) l
        union
        select l.dapp_id, l.name_key from ${beginnings(forms)}
          cross join lateral (select dapp_id, name_key from dapp_texts where name_key ~>=~ f.low and name_key ~<~ f.high limit ${cap}) l`);
  return `with whole as materialized (select dapp_id, tier from (${whole}) w where tier > ${TIER.text})
    select dapp_id, max(tier) as tier from (
      select dapp_id, tier from whole
      union all
      select dapp_id, tier from (${begun}) b where tier > ${TIER.text} and not exists (select 1 from whole)
    ) measured group by dapp_id limit ${cap}`;
}

/**
 * Where a key's matches come from, each read through an index and cut at
 * `limit` rows (`src` tells which, so a cut is seen): names exactly or by
 * their beginning (btree), names with typos when no name begins with the key
 * (`near`, and the trigram similarity of whole names for keys with more than one typo when
 * `near` finds none), texts in every language (trigrams, or character grams
 * for one- and two-character words), and categories by name.
 */
function sources(params: Params, match: KeyMatch, measure: TypoMeasure | undefined, limit: number): string[] {
  const nameRows = params.add(limit * CONTENT_LANGUAGES.length);
  const rows = params.add(limit);
  const parts = [
    `(select 1 as src, t.dapp_id, case when t.name_key = ${match.name} then ${TIER.exactName} else ${TIER.namePrefix} end as tier
      from dapp_texts t where ${match.nameBegins} limit ${nameRows})`,
  ];
  if (measure) {
    parts.push(`(select 2, dapp_id, tier from near)`);
    if (match.key.typos > 1) {
      parts.push(`(select 2, dapp_id, tier from (
          select t.dapp_id, ${measure('t.name_key')} as tier
          from dapp_texts t where t.name_key % ${match.name}
        ) typo where tier > ${TIER.text} and not exists (select 1 from near) limit ${nameRows})`);
    }
  }
  if (match.text) {
    parts.push(`(select 3, dapp_id, ${TIER.text} from text_whole)`);
    // Without the DApp, the condition on text_whole is evaluated once, before any beginning is read.
    if (match.text.begun) parts.push(`(select 3, d.id, ${TIER.text} from dapps d where ${match.text.begun()} and not exists (select 1 from text_whole) limit ${rows})`);
  }
  parts.push(`(select 4, c.dapp_id, ${TIER.text} from dapp_categories c where c.category_id = any(${match.categoryIds}) limit ${rows})`);
  return parts;
}

/**
 * DApps matching a search key, best match first (TIER), then most popular,
 * with their number up to `cap`. Names forgive case, separators, accents,
 * full-width forms and typos (typoBudget); texts and category names of every
 * language are matched word by word.
 *
 * One statement collects the matches through their indexes, each source cut
 * at `cap` + 1 DApps (typos at `cap`: they are never walked, below): when
 * no other source is cut and `cap` or fewer are visible, they
 * are ranked and paged. A key with more matches (a few letters on a large
 * catalogue) is paged by walking the popularity index instead, exact names
 * first: its matches come quickly there, typos aside.
 */
export async function searchDapps(
  db: Database,
  audience: Audience,
  filter: SearchFilter,
  page: DappPage,
  cap: number,
  /** The benchmark's: called with EXPLAIN ANALYZE of each statement that reads DApps, before it runs. */
  explain?: (plan: string) => void,
): Promise<SearchPage> {
  const folded = foldSearchKey(filter.key);
  if (!folded) return NOTHING;
  return db.transaction(
    async (outer) => {
      try {
        return await search(outer, folded, audience, filter, page, cap, explain);
      } catch (error) {
        if (isQueryCanceled(error)) throw new ApiError(503, fieldError('key', 'searchBusy'), SEARCH_BUSY_RETRY_AFTER_S);
        throw error;
      }
    },
    { readOnly: true },
  );
}

async function search(
  outer: Queryable,
  folded: string,
  audience: Audience,
  filter: SearchFilter,
  page: DappPage,
  cap: number,
  explain: ((plan: string) => void) | undefined,
): Promise<SearchPage> {
  const tx = explain ? explaining(outer, explain) : outer;
  const [{ words, name }] = await tx.query<{ words: string; name: string }>(
    `select search_fold($1) as words, search_name($1) as name, ${searchSettings()}`,
    [folded],
    PREPARED,
  );
  if (!name) return NOTHING;
  const wordList = words.split(' ');
  const key: Key = { words: wordList, name, typos: typoBudget(name), ...(await keyFacts(tx, wordList, name)) };
  const params = new Params();
  const match = new KeyMatch(params, key);
  const limit = cap + 1;
  const capParam = params.add(cap);
  const measure = key.typos > 0 && !key.named ? typoMeasure(params, match) : undefined;
  const near = measure ? `near as materialized (${nearNames(params, match, measure, cap)}),` : '';
  const textWhole = match.text ? `text_whole as materialized (select d.id as dapp_id from dapps d where ${match.text.whole()} limit ${params.add(limit)}),` : '';
  const [found] = await tx.query<{ total: number; list: string | null; words_whole: boolean }>(
    `with ${near} ${textWhole} hits as materialized (${sources(params, match, measure, limit).join(' union all ')}),
     matches as materialized (
       select d.id as page_id, h.tier::bigint * ${TIER_WEIGHT} + d.hot as rank, d.id as tie
       from (select dapp_id, max(tier) as tier from hits group by dapp_id) h join dapps d on d.id = h.dapp_id where ${scope(params, audience, filter)}
     ),
     found as (select (select count(*)::int from matches) as total, exists (
       select 1 from hits where src <> 2 group by src having count(*) >= case when src = 1 then ${params.add(limit * CONTENT_LANGUAGES.length)}::int else ${params.add(limit)}::int end
     ) as cut)
     select least(total, ${capParam}) as total,
       case when total <= ${capParam} and not cut then (${cardList(params, audience.lang, pageOf(params, 'select * from matches', page), RANK_ORDER)}) end as list,
       ${match.text ? 'exists (select 1 from text_whole)' : 'false'} as words_whole
     from found`,
    params.values,
    PREPARED,
  );
  if (found.list !== null) {
    return { total: found.total, list: found.list, suggestion: found.total === 0 ? await closestName(tx, audience, filter, key) : null };
  }
  await tx.query(`select ${planSwitches('popularity index')}`, [], PREPARED);
  return { total: cap, list: await popularMatches(tx, audience, filter, key, page, found.words_whole), suggestion: null };
}

/**
 * A connection that shows each statement's plan, measured, before running it.
 * A prepared statement's is its generic plan: EXPLAIN of the statement itself
 * would plan it for its values, so it is prepared again under a name of its own
 * and explained as EXECUTE, its values written into the SQL as literals.
 */
function explaining(tx: Queryable, explain: (plan: string) => void): Queryable {
  return {
    exec: (sql) => tx.exec(sql),
    async query<T>(sql: string, values: readonly unknown[] = [], options?: QueryOptions) {
      if (/\bdapp(s|_texts)\b/.test(sql)) {
        let rows: { 'QUERY PLAN': string }[];
        // Undone before the statement runs, settings it sets included: its own plan is made as it would be unexplained.
        await tx.exec('savepoint explained');
        if (options?.prepare) {
          await tx.exec(`prepare search_explained as ${sql}`);
          rows = await tx.query(`explain (analyze, buffers, settings) execute search_explained${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`);
          await tx.exec('deallocate search_explained');
        } else {
          rows = await tx.query(`explain (analyze, buffers, settings) ${sql}`, values);
        }
        await tx.exec('rollback to savepoint explained');
        explain(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return tx.query<T>(sql, values, options);
    },
  };
}

/** A parameter's value as an SQL literal (text, numbers, null, and arrays of them), for `explaining` only. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = Array.isArray(value)
    ? `{${value.map((item: unknown) => (item === null || item === undefined ? 'null' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`
    : String(value);
  return `E'${text.replace(/[\\']/g, '\\$&')}'`;
}

/** A page of a key with more matches than the cap: exact names first, then every match by popularity. */
async function popularMatches(
  tx: Queryable,
  audience: Audience,
  filter: SearchFilter,
  key: Key,
  page: DappPage,
  /** Whether a DApp has every word of the key whole: the texts match as they did in the search's statement. */
  wordsWhole: boolean,
): Promise<JsonText<Dapp[]>> {
  const params = new Params();
  const match = new KeyMatch(params, key);
  const inScope = scope(params, audience, filter);
  const anyMatch = [
    `exists (select 1 from dapp_texts t where t.dapp_id = d.id and ${match.nameBegins})`,
    `d.category_ids && ${match.categoryIds}`,
    ...(match.text ? [`(${(wordsWhole ? null : match.text.begun?.()) ?? match.text.whole()})`] : []),
  ].join(' or ');
  const enough = params.add(page.start + page.count);
  const ids = `select page_id, max(rank) as rank, tie from (
      (select d.id as page_id, ${TIER.exactName}::bigint * ${TIER_WEIGHT} + d.hot as rank, d.id as tie
        from dapp_texts t join dapps d on d.id = t.dapp_id where t.name_key = ${match.name} and ${inScope} limit ${enough})
      union all
      (select d.id, d.hot, d.id from dapps d where ${inScope} and (${anyMatch}) order by d.hot desc, d.id limit ${enough})
    ) u group by page_id, tie`;
  const [{ list }] = await tx.query<{ list: string }>(cardList(params, audience.lang, pageOf(params, ids, page), RANK_ORDER), params.values, PREPARED);
  return list;
}

/** The visible name most like the key, in the audience's language, when the search found nothing. */
async function closestName(tx: Queryable, audience: Audience, filter: SearchFilter, key: Key): Promise<string | null> {
  if (key.name.length < 3 || wordIndex(key.name) === 'grams') return null;
  const params = new Params();
  const name = params.add(key.name);
  const [row] = await tx.query<{ title: string }>(
    `select coalesce((select own.title from dapp_texts own where own.dapp_id = d.id and own.lang = ${params.add(audience.lang)}), t.title) as title
     from dapp_texts t join dapps d on d.id = t.dapp_id
     where t.name_key % ${name} and ${scope(params, audience, filter)}
     order by similarity(t.name_key, ${name}) desc, d.hot desc, d.id limit 1`,
    params.values,
    PREPARED,
  );
  return row?.title ?? null;
}
