import { documentTitle, LOCALE_BCP47, LOCALES, SITE_NAME, type Locale } from '@tp/shared';
import type { Dapp, NewsDetail } from '@tp/shared/api/types';
import { escapeHtml, inlineJson } from './html-text';
import { pageMeta } from './meta';

/** The card shared links show when a page has no picture of its own: shipped with the server, 1200×630. */
export const SHARE_CARD = { path: '/share-card.png', width: 1200, height: 630 } as const;

/** What a page is about, as far as its head is concerned: a page of the site, an article, a DApp or nothing. */
export type PageSubject =
  | { readonly kind: 'page' }
  | { readonly kind: 'article'; readonly article: NewsDetail }
  | { readonly kind: 'dapp'; readonly dapp: Dapp }
  | { readonly kind: 'not-found' };

export interface HeadOptions {
  readonly lang: Locale;
  /** The path after the language; null for a page that has no address of its own (404). */
  readonly rest: string | null;
  /** The query that is part of the page's address (a DApp's `?id=`), with its `?`, or ''. */
  readonly addressQuery: string;
  readonly metaKey: string;
  readonly origin: string;
  readonly subject: PageSubject;
}

/** A trail's parent pages, by the route whose pages sit under them. */
const PARENTS: Readonly<Record<string, { readonly rest: string; readonly metaKey: string }>> = {
  newsArticle: { rest: 'news', metaKey: 'news' },
  dappstoreDetail: { rest: 'dappstore', metaKey: 'dappstore' },
};

const DOWNLOAD_SYSTEMS: Readonly<Record<string, string>> = {
  download: 'Android, iOS, Windows, macOS',
  downloadAndroid: 'Android',
  downloadIos: 'iOS',
  downloadPc: 'Windows, macOS',
};

interface Texts {
  readonly title: string;
  readonly description: string;
}

function textsOf(options: HeadOptions): Texts {
  const { subject, lang, metaKey } = options;
  if (subject.kind === 'article') return { title: subject.article.title, description: subject.article.summary || pageMeta(lang, metaKey).description };
  if (subject.kind === 'dapp') return { title: subject.dapp.title, description: subject.dapp.desc || pageMeta(lang, metaKey).description };
  return pageMeta(lang, subject.kind === 'not-found' ? 'notFound' : metaKey);
}

function pageUrl(origin: string, lang: Locale, rest: string): string {
  return `${origin}/${lang}${rest ? `/${rest}` : ''}`;
}

/** `2024-05-01 09:30:00` (the normalised form) back to ISO 8601 in UTC. */
function isoTime(createTime: string): string {
  return createTime.includes(' ') ? `${createTime.replace(' ', 'T')}Z` : createTime;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function structuredData(options: HeadOptions, texts: Texts, url: string): object[] {
  const { subject, origin, lang, metaKey, rest } = options;
  const inLanguage = LOCALE_BCP47[lang];
  const organization = { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/favicon.svg` };
  const items: object[] = [];
  if (subject.kind === 'not-found' || rest === null) return items;
  if (metaKey === 'home') {
    items.push({ '@context': 'https://schema.org', ...organization, '@id': `${origin}/#organization` });
    items.push({ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: pageUrl(origin, lang, ''), inLanguage, publisher: { '@id': `${origin}/#organization` } });
    return items;
  }
  if (subject.kind === 'article') {
    const { article } = subject;
    items.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: texts.description,
      datePublished: isoTime(article.create_time),
      inLanguage: article.lang,
      image: [absolute(origin, article.cover_url ?? SHARE_CARD.path)],
      mainEntityOfPage: url,
      publisher: organization,
      author: organization,
    });
  }
  if (subject.kind === 'dapp') {
    const { dapp } = subject;
    items.push({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: dapp.title,
      description: texts.description,
      url: dapp.url,
      image: absolute(origin, dapp.icon_url),
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Web',
      inLanguage: dapp.lang,
    });
  }
  const systems = DOWNLOAD_SYSTEMS[metaKey];
  if (systems) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: SITE_NAME,
      description: texts.description,
      url,
      image: `${origin}${SHARE_CARD.path}`,
      applicationCategory: 'FinanceApplication',
      operatingSystem: systems,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      inLanguage,
    });
  }
  const parent = PARENTS[metaKey];
  const trail = [
    { name: SITE_NAME, item: pageUrl(origin, lang, '') },
    ...(parent ? [{ name: pageMeta(lang, parent.metaKey).title, item: pageUrl(origin, lang, parent.rest) }] : []),
    { name: texts.title, item: url },
  ];
  items.push({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  });
  return items;
}

function alternates(origin: string, rest: string, addressQuery: string): string[] {
  const links = LOCALES.map(
    (lang) => `<link rel="alternate" hreflang="${LOCALE_BCP47[lang]}" href="${escapeHtml(pageUrl(origin, lang, rest) + addressQuery)}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, 'en', rest) + addressQuery)}">`);
  return links;
}

/**
 * The head of a page from what it shows: title, description, canonical and
 * language alternates, Open Graph and Twitter card, JSON-LD, in the page's
 * language (an article's and a DApp's own words stay in their language).
 */
export function renderHead(options: HeadOptions): string {
  const { lang, rest, origin, subject, metaKey, addressQuery } = options;
  const texts = textsOf(options);
  const title = subject.kind === 'page' ? documentTitle(texts.title, metaKey) : documentTitle(texts.title, subject.kind === 'not-found' ? 'notFound' : metaKey);
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(texts.description)}">`];
  if (rest === null || subject.kind === 'not-found') {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('\n    ');
  }
  const url = pageUrl(origin, lang, rest) + addressQuery;
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`, ...alternates(origin, rest, addressQuery));
  const image = `${origin}${SHARE_CARD.path}`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  tags.push(
    property('og:site_name', SITE_NAME),
    property('og:type', subject.kind === 'article' ? 'article' : 'website'),
    property('og:title', texts.title),
    property('og:description', texts.description),
    property('og:url', url),
    property('og:locale', LOCALE_BCP47[lang].replace('-', '_')),
    property('og:image', image),
    property('og:image:width', String(SHARE_CARD.width)),
    property('og:image:height', String(SHARE_CARD.height)),
    property('og:image:alt', SITE_NAME),
  );
  if (subject.kind === 'article') tags.push(property('article:published_time', isoTime(subject.article.create_time)));
  tags.push(
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', texts.title),
    named('twitter:description', texts.description),
    named('twitter:image', image),
  );
  for (const item of structuredData(options, texts, url)) {
    tags.push(`<script type="application/ld+json">${inlineJson(item)}</script>`);
  }
  return tags.join('\n    ');
}
