import { contentLanguage } from './content-language';
import { LOCALES } from './locales';

describe('contentLanguage', () => {
  it('maps the Chinese locales to their scripts', () => {
    expect(contentLanguage('zh')).toBe('zh-Hans');
    expect(contentLanguage('zh-tw')).toBe('zh-Hant');
  });

  it('maps every other locale to itself', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('zh'))) expect(contentLanguage(locale)).toBe(locale);
  });

  it('accepts any letter case', () => {
    expect(contentLanguage('ZH-TW')).toBe('zh-Hant');
  });

  it('defaults unknown or missing locales to en', () => {
    expect(contentLanguage('de')).toBe('en');
    expect(contentLanguage('')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
    expect(contentLanguage(null)).toBe('en');
  });
});
