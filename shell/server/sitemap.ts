import { LOCALE_BCP47, LOCALES, PAGE_ROUTES, type ApiClient, type Locale } from '@tp/shared';
import { escapeHtml } from './html-text';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** One address of a sitemap, with its language alternates when it has them. */
export interface SitemapUrl {
  readonly loc: string;
  /** ISO 8601; the day is enough. */
  readonly lastmod?: string;
  readonly alternates?: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>;
}

/** One file of the index: a kind of page, its part number, and its addresses. */
export interface SitemapFile {
  readonly name: string;
  readonly urls: readonly SitemapUrl[];
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

function day(time: string | undefined): string | undefined {
  return time ? DAY.exec(time.replace(' ', 'T'))?.[0] : undefined;
}

/** Every listed page in every language, each with its language alternates. */
export function pageUrls(origin: string, lastmod: string | undefined): SitemapUrl[] {
  return PAGE_ROUTES.filter((route) => route.inSitemap).flatMap((route) => {
    const suffix = route.path ? `/${route.path}` : '';
    const alternates = LOCALES.map((lang) => ({ hreflang: LOCALE_BCP47[lang], href: `${origin}/${lang}${suffix}` }));
    return LOCALES.map((lang) => ({ loc: `${origin}/${lang}${suffix}`, lastmod, alternates }));
  });
}

const LOCALE_OF_CONTENT = new Map<string, Locale>(LOCALES.map((lang) => [LOCALE_BCP47[lang], lang]));

/** Pages of a list, read until one comes back short; a failure ends the list where it is. */
async function readAll<T>(page: (start: number) => Promise<readonly T[] | null | undefined>, size: number): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; ; start += size) {
    const items = await page(start).catch(() => undefined);
    if (!items?.length) return all;
    all.push(...items);
    if (items.length < size) return all;
  }
}

/** Every published article, at the address of its own language. */
export async function articleUrls(api: ApiClient, origin: string): Promise<SitemapUrl[]> {
  const perLanguage = await Promise.all(
    LOCALES.map(async (lang) => {
      const items = await readAll((start) => api.newsList({ lang, start, count: 100 }), 100);
      return items
        .filter((item) => LOCALE_OF_CONTENT.get(item.lang) === lang)
        .map((item) => ({ loc: `${origin}/${lang}/news/${item.id}`, lastmod: day(item.create_time) }));
    }),
  );
  return perLanguage.flat();
}

/** Every listed DApp's page, in every language. */
export async function dappUrls(api: ApiClient, origin: string): Promise<SitemapUrl[]> {
  const dapps = await readAll((start) => api.applicationList({ lang: 'en', start, count: 500 }), 500);
  return dapps.flatMap((dapp) =>
    LOCALES.map((lang) => ({ loc: `${origin}/${lang}/dappstore/detail?id=${dapp.id}`, lastmod: day(dapp.create_time) })),
  );
}

/** Splits a kind of addresses into files of at most `limit` URLs: `pages-1`, `pages-2`… */
export function splitSitemap(kind: string, urls: readonly SitemapUrl[], limit = SITEMAP_URL_LIMIT): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += limit) {
    files.push({ name: `${kind}-${files.length + 1}`, urls: urls.slice(start, start + limit) });
  }
  return files;
}

function latest(urls: readonly SitemapUrl[]): string | undefined {
  return urls.reduce<string | undefined>((found, url) => (url.lastmod && (!found || url.lastmod > found) ? url.lastmod : found), undefined);
}

/** The sitemap index: one entry per file, with the latest change it lists. */
export function renderSitemapIndex(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => {
    const lastmod = latest(file.urls);
    return `  <sitemap>\n    <loc>${escapeHtml(`${origin}/sitemaps/${file.name}.xml`)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

export function renderSitemapFile(file: SitemapFile): string {
  const urls = file.urls.map((url) => {
    const lines = [`    <loc>${escapeHtml(url.loc)}</loc>`];
    if (url.lastmod) lines.push(`    <lastmod>${url.lastmod}</lastmod>`);
    for (const alternate of url.alternates ?? []) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`);
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** How long the site's list of addresses is kept before it is read again from the api. */
const SITEMAP_TTL_MS = 60 * 60 * 1000;

/**
 * The sitemap's files for an origin, read from the api and kept for an hour
 * (crawlers ask for the index and then each file: one read serves them all).
 */
export function createSitemaps(api: () => ApiClient, pagesLastmod: () => Promise<string | undefined>, ttlMs = SITEMAP_TTL_MS) {
  const cache = new Map<string, { readonly at: number; readonly files: Promise<SitemapFile[]> }>();
  return (origin: string): Promise<SitemapFile[]> => {
    const kept = cache.get(origin);
    if (kept && Date.now() - kept.at < ttlMs) return kept.files;
    const files = (async () => {
      const client = api();
      const [pages, articles, dapps] = await Promise.all([
        pagesLastmod().then((lastmod) => pageUrls(origin, lastmod)),
        articleUrls(client, origin),
        dappUrls(client, origin),
      ]);
      return [...splitSitemap('pages', pages), ...splitSitemap('news', articles), ...splitSitemap('dapps', dapps)];
    })();
    // Without SITE_ORIGIN the origin comes from the request's host: a few are kept, not one per name a client sends.
    if (cache.size >= 8) cache.clear();
    cache.set(origin, { at: Date.now(), files });
    files.catch(() => cache.delete(origin));
    return files;
  };
}
