/** @jest-environment node */
import { LOCALES } from '@tp/shared';
import { pageUrls, renderSitemapFile, renderSitemapIndex, splitSitemap, type SitemapUrl } from './sitemap';

const ORIGIN = 'https://www.tp-wallet.example';

describe('the sitemap index', () => {
  it('lists every listed page in every language, with alternates and lastmod', () => {
    const urls = pageUrls(ORIGIN, '2026-11-20');
    expect(urls.filter((url) => url.loc.endsWith('/dappstore')).map((url) => url.loc)).toEqual(LOCALES.map((lang) => `${ORIGIN}/${lang}/dappstore`));
    const file = renderSitemapFile({ name: 'pages-1', urls });
    expect(file).toContain(`<loc>${ORIGIN}/ja/dappstore</loc>\n    <lastmod>2026-11-20</lastmod>\n    <xhtml:link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/zh/dappstore"/>`);
  });

  it('splits a kind past the limit of URLs per file, losing none', () => {
    const urls: SitemapUrl[] = Array.from({ length: 120_001 }, (_, i) => ({ loc: `${ORIGIN}/en/dappstore/detail?id=${i + 1}` }));
    const files = splitSitemap('dapps', urls);
    expect(files.map((file) => [file.name, file.urls.length])).toEqual([['dapps-1', 50_000], ['dapps-2', 50_000], ['dapps-3', 20_001]]);
    expect(files.flatMap((file) => file.urls)).toEqual(urls);
    expect(splitSitemap('news', [])).toEqual([]);
  });

  it('names each file with the latest change it lists, and escapes addresses', () => {
    const index = renderSitemapIndex(ORIGIN, [
      { name: 'news-1', urls: [{ loc: `${ORIGIN}/en/news/1`, lastmod: '2026-01-02' }, { loc: `${ORIGIN}/en/news/2`, lastmod: '2026-03-04' }] },
      { name: 'dapps-1', urls: [{ loc: `${ORIGIN}/en/dappstore/detail?id=1&x=<y>` }] },
    ]);
    expect(index).toContain(`<sitemap>\n    <loc>${ORIGIN}/sitemaps/news-1.xml</loc>\n    <lastmod>2026-03-04</lastmod>\n  </sitemap>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/dapps-1.xml</loc>\n  </sitemap>`);
    expect(renderSitemapFile({ name: 'dapps-1', urls: [{ loc: `${ORIGIN}/en/dappstore/detail?id=1&x=<y>` }] })).toContain('id=1&amp;x=&lt;y&gt;');
  });
});
