/** @jest-environment node */
import { decidePage } from './page-routing';

const STATIC = 'https://static.example';
const decide = (path: string, acceptLanguage?: string, search = '') => decidePage(path, search, acceptLanguage, STATIC);

describe('page routing (docs/product.md §2.1–§2.3)', () => {
  it('redirects the root to the language of the Accept-Language header', () => {
    expect(decide('/', 'ko-KR,ko')).toEqual({ kind: 'redirect', location: '/ko', permanent: false });
    expect(decide('/', 'fr,zh-CN')).toEqual({ kind: 'redirect', location: '/zh', permanent: false });
    expect(decide('/', undefined)).toEqual({ kind: 'redirect', location: '/en', permanent: false });
  });

  it('serves a known route in a known language', () => {
    expect(decide('/ja/news/42')).toEqual({ kind: 'page', lang: 'ja', rest: 'news/42', metaKey: 'newsArticle' });
    expect(decide('/zh-tw')).toEqual({ kind: 'page', lang: 'zh-tw', rest: '', metaKey: 'home' });
  });

  it('answers 404 for an unknown language and for an unmatched route', () => {
    expect(decide('/xx/news', 'de')).toEqual({ kind: 'not-found', lang: 'en' });
    expect(decide('/en/nothing-here')).toEqual({ kind: 'not-found', lang: 'en' });
    expect(decide('/404', 'ko')).toEqual({ kind: 'not-found', lang: 'ko' });
  });

  it('sends the download shortcuts to the app page with the platform selected', () => {
    expect(decide('/download/ios', 'ja')).toMatchObject({ location: '/ja/download/app?ios=1' });
    expect(decide('/download/android', 'en')).toMatchObject({ location: '/en/download/app?android=1' });
  });

  it('adds the language to language-less paths, keeping the query', () => {
    expect(decide('/dappstore', 'vi', '?category_id=99998')).toMatchObject({ location: '/vi/dappstore?category_id=99998' });
  });

  it('sends the older submission paths to the canonical ones', () => {
    expect(decide('/ko/project/token', undefined, '?a=1')).toEqual({ kind: 'redirect', location: '/ko/submit/token?a=1', permanent: true });
  });

  it('sends legacy static pages to the static host in Chinese or English', () => {
    expect(decide('/privacy')).toMatchObject({ location: `${STATIC}/zh/privacy.html`, permanent: true });
    expect(decide('/en/terms')).toMatchObject({ location: `${STATIC}/en/terms.html` });
    expect(decide('/zh-tw/help')).toMatchObject({ location: `${STATIC}/zh/help/index.html` });
  });

  it('drops a trailing slash', () => {
    expect(decide('/en/news/')).toEqual({ kind: 'redirect', location: '/en/news', permanent: true });
  });
});
