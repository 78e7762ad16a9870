import { httpUrl, imageUrl, safeLink, withHttpUrls, withSafeLinks } from './safe-url';

describe('safe urls', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['https://', undefined],
    ['javascript:alert("http")', undefined],
    ['data:text/html,http', undefined],
    ['//example.com', undefined],
    ['/en/news', undefined],
    ['mailto:a@example.com', undefined],
    [42, undefined],
  ])('httpUrl(%p) is %p', (value, expected) => {
    expect(httpUrl(value)).toBe(expected);
  });

  it('loads images over https or from the site itself only', () => {
    expect(imageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(imageUrl('/api/images/1.webp')).toBe('/api/images/1.webp');
    expect(imageUrl('http://cdn.example.com/a.webp')).toBeUndefined();
    expect(imageUrl('//cdn.example.com/a.webp')).toBeUndefined();
    expect(imageUrl('/\\cdn.example.com/a.webp')).toBeUndefined();
    expect(imageUrl('javascript:alert(1)')).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
  });

  it('keeps only items with an absolute http(s) url', () => {
    const items = [{ url: 'https://a.example' }, { url: 'javascript:alert("http")' }, { url: 'ftp://http.example' }, { url: null }];
    expect(withHttpUrls(items)).toEqual([{ url: 'https://a.example' }]);
    expect(withHttpUrls(null)).toEqual([]);
  });

  it.each([
    ['https://example.com/a', { href: 'https://example.com/a', external: true }],
    ['/en/dappstore?category_id=3', { href: '/en/dappstore?category_id=3', external: false }],
    ['/en/../ko/news#top', { href: '/ko/news#top', external: false }],
    ['//evil.example/x', undefined],
    ['/\\evil.example/x', undefined],
    ['en/news', undefined],
    ['javascript:alert(1)', undefined],
    [undefined, undefined],
  ])('safeLink(%p) is %p', (value, expected) => {
    expect(safeLink(value)).toEqual(expected);
  });

  it('keeps items linking to another site over http(s) or to a page of this site', () => {
    const items = [{ url: 'https://a.example' }, { url: '/en/download/app' }, { url: '//b.example' }, { url: 'data:,x' }];
    expect(withSafeLinks(items)).toEqual([{ url: 'https://a.example' }, { url: '/en/download/app' }]);
  });
});
