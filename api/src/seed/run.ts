import { TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Database, Queryable } from '../db/database';
import { insertRows } from '../db/insert';
import { searchTextOf } from '../store/search-text';
import { SEED_CATEGORIES, categoryHid, categoryIcon } from './categories';
import { chainIcon, SEED_CHAINS } from './chains';
import { seedDapps, type SeedDapp } from './dapps';
import { MARKET_TOKENS, marketTokenIcon, seedProtocols } from './market';
import { seedNews } from './news';
import { HOT_KEYWORDS, seedActivities, seedAds, seedBanners } from './promotions';
import type { SiteSettings } from '@tp/shared/contracts/site-settings';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { SEED_FAKE_VERSIONS, SEED_RELEASES } from './releases';
import { CONTENT_LANGUAGES } from '../languages';

export interface SeedOptions {
  readonly now?: Date;
  /** Where packages live (the static host) and the store listings: the site settings, read from the file when absent. */
  readonly site?: Pick<SiteSettings, 'staticHost' | 'stores'>;
}

const DAY = 86_400_000;

/** Inserts DApps with their texts and categories; returns their ids. Used by the seed and the benchmark. */
export async function insertDapps(db: Queryable, dapps: readonly SeedDapp[], now: Date): Promise<number[]> {
  const ids = (
    await insertRows(
      db,
      'dapps',
      ['url', 'icon_url', 'networks', 'category_ids', 'tp_connect', 'hot', 'trending', 'hidden_on', 'min_app_version', 'keywords', 'tokens', 'tutorial_url', 'search_text', 'created_at'],
      dapps.map((d, i) => [
        d.url, d.iconUrl, d.networks, [categoryHid(d.category)], d.tpConnect, d.hot, d.trending, d.hiddenOn, d.minAppVersion, d.keywords,
        JSON.stringify(d.tokens), d.tutorialUrl, searchTextOf(Object.values(d.texts).filter((t) => t !== undefined), d.keywords),
        new Date(now.getTime() - (i % 900) * DAY),
      ]),
      'id',
    )
  ).map((row) => row.id as number);
  await insertRows(
    db,
    'dapp_texts',
    ['dapp_id', 'lang', 'title', 'description'],
    dapps.flatMap((d, i) => Object.entries(d.texts).flatMap(([lang, text]) => (text ? [[ids[i], lang, text.title, text.description]] : []))),
  );
  await insertRows(db, 'dapp_categories', ['category_id', 'dapp_id', 'hot', 'hidden_on', 'min_app_version'],
    dapps.map((d, i) => [categoryHid(d.category), ids[i], d.hot, d.hiddenOn, d.minAppVersion]));
  return ids;
}

async function seedAll(tx: Queryable, now: Date, { staticHost, stores }: Pick<SiteSettings, 'staticHost' | 'stores'>): Promise<void> {
  await insertRows(tx, 'blockchains', ['hid', 'ns', 'title', 'short_name', 'icon_url', 'chain_id', 'deprecated', 'sort'],
    SEED_CHAINS.map((c, sort) => [c.hid, c.ns, c.title, c.shortName, chainIcon(c.ns), c.chainId, c.deprecated ?? false, sort]));

  await insertRows(tx, 'categories', ['hid', 'category_type', 'm_index', 'icon_url'],
    SEED_CATEGORIES.map((c, index) => [c.hid, c.type, c.hid === TRENDING_CATEGORY_ID ? 0 : index, categoryIcon(c.key)]));
  await insertRows(tx, 'category_names', ['category_id', 'lang', 'name'],
    SEED_CATEGORIES.flatMap((c) => CONTENT_LANGUAGES.map((lang) => [c.hid, lang, c.names[lang]])));

  const dapps = seedDapps();
  await insertDapps(tx, dapps, now);
  await insertRows(tx, 'hot_keywords', ['keyword', 'sort'], HOT_KEYWORDS.map((keyword, sort) => [keyword, sort]));

  const news = seedNews(now, dapps);
  await insertRows(tx, 'news', ['story', 'lang', 'title', 'summary', 'content', 'cover_url', 'created_at'],
    news.map((n) => [n.story, n.lang, n.title, n.summary, n.content, n.coverUrl, n.createdAt]));
  await tx.query(`select setval('news_story_seq', (select max(story) from news))`);

  await insertRows(tx, 'banners', ['placement', 'lang', 'title', 'image_url', 'url', 'sort', 'start_time'],
    seedBanners(dapps).map((b) => [b.placement, b.lang, b.title, b.imageUrl, b.url, b.sort, new Date(now.getTime() - DAY)]));
  await insertRows(tx, 'activities', ['lang', 'title', 'summary', 'image_url', 'url', 'sort', 'start_time', 'end_time'],
    seedActivities().map((a) => [a.lang, a.title, a.summary, a.imageUrl, a.url, a.sort, new Date(now.getTime() - 7 * DAY),
      a.endsInDays === null ? null : new Date(now.getTime() + a.endsInDays * DAY)]));
  await insertRows(tx, 'ads', ['lang', 'title', 'image_url', 'url', 'sort'], seedAds().map((a) => [a.lang, a.title, a.imageUrl, a.url, a.sort]));

  await insertRows(tx, 'token_protocols', ['protocol', 'ns', 'kind', 'sort'], seedProtocols().map((p) => [p.protocol, p.ns, p.kind, p.sort]));
  await insertRows(tx, 'market_tokens', ['ns', 'address', 'symbol', 'name', 'decimals', 'icon_url', 'is_default', 'sort'],
    MARKET_TOKENS.map((t, sort) => [t.ns, t.address, t.symbol, t.name, t.decimals, marketTokenIcon(t.symbol), true, sort]));
  await insertRows(tx, 'releases',
    ['platform', 'version', 'channel', 'released_at', 'url', 'store', 'store_id', 'size', 'sha256', 'signing_cert_sha256', 'arch', 'min_os'],
    SEED_RELEASES.map((r) => {
      const common = [r.platform, r.version, r.channel, new Date(now.getTime() - r.daysAgo * DAY)];
      if ('store' in r) {
        const listing = stores[r.store];
        return [...common, listing.url, r.store, listing.id, null, null, null, r.arch, r.minOs];
      }
      return [...common, `${staticHost}${r.path}`, null, null, r.size, r.sha256, r.signingCertSha256, r.arch, r.minOs];
    }));
  await insertRows(tx, 'fake_versions', ['version', 'platform', 'reported_at'],
    SEED_FAKE_VERSIONS.map((f) => [f.version, f.platform, new Date(now.getTime() - f.daysAgo * DAY)]));
}

/** Seeds an empty database once; later starts (and concurrent ones) find the mark and do nothing. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const site = options.site ?? loadSiteSettings().settings;
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7302)');
    const seeded = await tx.query(`select 1 from app_meta where key = 'seeded_at'`);
    if (seeded.length > 0) return false;
    await seedAll(tx, now, site);
    await tx.query(`insert into app_meta (key, value) values ('seeded_at', $1)`, [now.toISOString()]);
    return true;
  });
  // Statistics for the planner and a visibility map for index-only scans (PGlite has no autovacuum).
  if (seeded) await db.exec('vacuum analyze');
  return seeded;
}
