import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { Category, MarketToken, RawBlockchain, RawTokenProtocol } from '@tp/shared/api/types';
import type { Queryable } from '../db/database';

/** Every chain, deprecated ones included and flagged (clients drop them, docs/product.md §3.10). */
export function listBlockchains(db: Queryable): Promise<RawBlockchain[]> {
  return db.query<RawBlockchain>(
    `select hid, icon_url, title, ns, short_name,
       case when chain_id is null then null else json_build_object('chain_id', chain_id)::text end as metadata, deprecated
     from blockchains order by sort, hid`,
  );
}

/** Whether a network key is a chain the store lists (not deprecated). */
export async function isActiveNetwork(db: Queryable, ns: string): Promise<boolean> {
  return (await db.query('select 1 from blockchains where ns = $1 and not deprecated', [ns])).length > 0;
}

/** Every category with its name in the language (else English), by m_index. */
export function listCategories(db: Queryable, lang: ContentLanguage): Promise<Category[]> {
  return db.query<Category>(
    `select c.hid, c.category_type, c.m_index, coalesce(n.name, e.name, '') as name, c.icon_url
     from categories c
     left join category_names n on n.category_id = c.hid and n.lang = $1
     left join category_names e on e.category_id = c.hid and e.lang = 'en'
     order by c.m_index, c.hid`,
    [lang],
  );
}

/** The category ids among `ids` that are store categories a DApp may be filed under. */
export async function existingCategories(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ hid: number }>('select hid from categories where hid = any($1::int[]) and category_type = 0', [ids]);
  return new Set(rows.map((row) => row.hid));
}

/** Token protocols grouped by protocol name (ERC20: [eth, etc…]). */
export async function tokenProtocolMap(db: Queryable): Promise<Record<string, RawTokenProtocol[]>> {
  const rows = await db.query<RawTokenProtocol>(
    `select p.protocol, p.ns, b.hid, p.kind from token_protocols p join blockchains b on b.ns = p.ns
     where not b.deprecated order by p.sort, p.protocol, b.sort, b.hid`,
  );
  const map: Record<string, RawTokenProtocol[]> = {};
  for (const row of rows) (map[row.protocol] ??= []).push(row);
  return map;
}

const MARKET_COLUMNS = `ns, address, symbol, name, decimals, icon_url, price_usd::text as price_usd, change_24h::text as change_24h`;

/** Market data of the listed tokens, in the order asked; the default watch-list when none is asked. */
export async function marketTokens(db: Queryable, wanted: readonly { ns: string; address: string }[]): Promise<MarketToken[]> {
  if (wanted.length === 0) {
    return db.query<MarketToken>(`select ${MARKET_COLUMNS} from market_tokens where is_default order by sort, id`);
  }
  const rows = await db.query<MarketToken>(
    `select ${MARKET_COLUMNS} from market_tokens where (ns || ':' || lower(address)) = any($1::text[])`,
    [wanted.map((token) => `${token.ns}:${token.address.toLowerCase()}`)],
  );
  const byKey = new Map(rows.map((row) => [`${row.ns}:${row.address.toLowerCase()}`, row]));
  return wanted.flatMap((token) => byKey.get(`${token.ns}:${token.address.toLowerCase()}`) ?? []);
}
