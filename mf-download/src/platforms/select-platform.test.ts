import { initialPlatform, platformFromQuery, queryForPlatform } from './select-platform';

describe('platform from the query', () => {
  it('reads the flags the redirects set', () => {
    expect(platformFromQuery(new URLSearchParams('ios=1'))).toBe('ios');
    expect(platformFromQuery(new URLSearchParams('android=1&theme=dark'))).toBe('android');
    expect(platformFromQuery(new URLSearchParams('pc=1'))).toBe('pc');
  });

  it('ignores flags that are not set to 1 and unknown platforms', () => {
    expect(platformFromQuery(new URLSearchParams('ios=0'))).toBeNull();
    expect(platformFromQuery(new URLSearchParams('symbian=1'))).toBeNull();
  });

  it('lets the query override the page, and the page override detection', () => {
    expect(initialPlatform(new URLSearchParams('ios=1'), 'android', 'pc')).toBe('ios');
    expect(initialPlatform(new URLSearchParams(''), 'android', 'pc')).toBe('android');
    expect(initialPlatform(new URLSearchParams(''), undefined, 'pc')).toBe('pc');
  });

  it('writes one flag and keeps other parameters', () => {
    expect(queryForPlatform(new URLSearchParams('ios=1&theme=dark'), 'extension').toString()).toBe('theme=dark&extension=1');
  });
});
