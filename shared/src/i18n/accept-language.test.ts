import { localeForTag, parseAcceptLanguage, resolveAcceptLanguage } from './accept-language';

describe('resolveAcceptLanguage', () => {
  it.each([
    ['ko-KR,ko', 'ko'],
    ['zh-TW', 'zh-tw'],
    ['de', 'en'],
    ['fr,zh-CN', 'zh'],
    ['pt-BR', 'pt'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['zh-HK', 'zh-tw'],
    ['zh-MO', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh-Hant-TW', 'zh-tw'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-SG', 'zh'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['en-US,en;q=0.9', 'en'],
    ['vi-VN', 'vi'],
    ['th', 'th'],
    ['ru-RU', 'ru'],
    ['es-419', 'es'],
    ['hi-IN', 'hi'],
  ])('%s → %s', (header, expected) => {
    expect(resolveAcceptLanguage(header)).toBe(expected);
  });

  it('takes the highest weight first, ties in the listed order', () => {
    expect(resolveAcceptLanguage('de;q=0.5,ja;q=0.8,ko;q=0.8')).toBe('ja');
    expect(resolveAcceptLanguage('de,en;q=0.1,ru')).toBe('en');
  });

  it('falls back to zh before ko when the first language is not ours', () => {
    expect(resolveAcceptLanguage('de,ko;q=0.9,zh-TW;q=0.8')).toBe('zh');
    expect(resolveAcceptLanguage('fr-FR,ko;q=0.5')).toBe('ko');
  });

  it('ignores languages marked not acceptable (q=0)', () => {
    expect(resolveAcceptLanguage('de,zh;q=0')).toBe('en');
    expect(resolveAcceptLanguage('ko;q=0,ja')).toBe('ja');
  });

  it('answers en for missing, empty and garbage headers', () => {
    expect(resolveAcceptLanguage(undefined)).toBe('en');
    expect(resolveAcceptLanguage(null)).toBe('en');
    expect(resolveAcceptLanguage('')).toBe('en');
    expect(resolveAcceptLanguage('*')).toBe('en');
    expect(resolveAcceptLanguage(';;;,,,=q')).toBe('en');
    expect(resolveAcceptLanguage('<script>alert(1)</script>')).toBe('en');
    expect(resolveAcceptLanguage('ko;q=banana,ja')).toBe('ja');
  });

  it('caps the work on huge headers', () => {
    const huge = `${'de,'.repeat(500_000)}ko`;
    expect(resolveAcceptLanguage(huge)).toBe('en');
    expect(parseAcceptLanguage(huge).length).toBeLessThanOrEqual(64);
  });
});

describe('parseAcceptLanguage', () => {
  it('lower-cases, accepts underscores and drops malformed entries', () => {
    expect(parseAcceptLanguage(' EN_us ; q=0.7, bad tag, ko')).toEqual(['ko', 'en-us']);
  });
});

describe('localeForTag', () => {
  it('prefers the script subtag over the region for Chinese', () => {
    expect(localeForTag('zh-Hans-HK')).toBe('zh');
    expect(localeForTag('zh-Hant-CN')).toBe('zh-tw');
  });

  it('knows nothing of other languages', () => {
    expect(localeForTag('de-DE')).toBeUndefined();
  });
});
