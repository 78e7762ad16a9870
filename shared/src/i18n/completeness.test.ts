import { expectLocalesComplete, fillGaps, findMissingKeys, type LocaleResources } from './completeness';
import { LOCALES, type Locale } from './locales';

/** The same bundle in every locale, with per-locale changes. */
function resources(base: object, changes: Partial<Record<Locale, object>> = {}): LocaleResources {
  return Object.fromEntries(LOCALES.map((locale) => [locale, changes[locale] ?? base])) as LocaleResources;
}

describe('findMissingKeys', () => {
  it('reports nothing for complete locales', () => {
    expect(findMissingKeys(resources({ title: 'x', nav: { home: 'Home' } }))).toEqual({});
  });

  it('names the nested keys a locale lacks that another has', () => {
    const report = findMissingKeys(
      resources({ title: 'x', nav: { home: 'Home' } }, { en: { title: 'x', nav: { home: 'Home', news: 'News' } } }),
    );
    expect(Object.keys(report)).toHaveLength(11);
    expect(report.ko).toEqual({ missing: ['nav.news'], empty: [] });
    expect(report.en).toBeUndefined();
  });

  it('flags empty and blank strings', () => {
    const report = findMissingKeys(resources({ a: 'A', b: 'B' }, { th: { a: '', b: '  ' } }));
    expect(report).toEqual({ th: { missing: [], empty: ['a', 'b'] } });
  });

  it('walks arrays by index and treats a string where an object belongs as missing', () => {
    const report = findMissingKeys(
      resources({ steps: ['one', 'two'], nav: { home: 'Home' } }, { ja: { steps: ['one'], nav: 'Home' } }),
    );
    expect(report.ja?.missing).toEqual(['nav.home', 'steps.1']);
    expect(report.en?.missing).toEqual(['nav']);
  });

  it('treats a locale that is absent altogether as missing every key', () => {
    const partial = { ...resources({ a: 'A' }) } as Record<string, object | undefined>;
    delete partial.vi;
    expect(findMissingKeys(partial as unknown as LocaleResources).vi).toEqual({ missing: ['a'], empty: [] });
  });

  it('asks each locale for the plural forms its own rules use', () => {
    const byLocale: Partial<Record<Locale, object>> = {
      en: { items_one: '{{count}} item', items_other: '{{count}} items' },
      ru: { items_one: 'a', items_few: 'b', items_many: 'c', items_other: 'd' },
      es: { items_one: 'a', items_many: 'b', items_other: 'c' },
      pt: { items_one: 'a', items_many: 'b', items_other: 'c' },
      hi: { items_one: 'a', items_other: 'b' },
      fil: { items_one: 'a', items_other: 'b' },
    };
    const complete = resources({ items_other: 'x' }, byLocale);
    expect(findMissingKeys(complete)).toEqual({});

    const report = findMissingKeys(resources({ items_other: 'x' }, { ...byLocale, ru: { items_one: 'a', items_other: 'd' } }));
    expect(report).toEqual({ ru: { missing: ['items_few', 'items_many'], empty: [] } });
  });

  it('keeps _zero keys as plain keys every locale must have', () => {
    const report = findMissingKeys(resources({ n_other: 'x' }, { en: { n_zero: 'none', n_one: 'a', n_other: 'b' } }));
    expect(report.ko?.missing).toEqual(['n_zero']);
  });
});

describe('expectLocalesComplete', () => {
  it('passes silently for complete locales', () => {
    expect(() => expectLocalesComplete(resources({ a: 'A' }))).not.toThrow();
  });

  it('throws an error listing every gap by locale', () => {
    expect(() =>
      expectLocalesComplete(resources({ a: 'A', b: 'B' }, { ko: { a: 'A' }, th: { a: '', b: 'B' } }), 'news locales'),
    ).toThrow('news locales are incomplete:\n  ko: missing b\n  th: empty a');
  });
});

describe('fillGaps', () => {
  const english = { title: 'News', nav: { home: 'Home', news: 'News' }, steps: ['one', 'two'], items_one: '{{count}} item', items_other: '{{count}} items' };

  it('takes every key a locale lacks from the fallback, nested keys and array items included', () => {
    expect(fillGaps({ title: 'ニュース', nav: { home: 'ホーム' }, steps: ['一'] }, english)).toEqual({
      title: 'ニュース',
      nav: { home: 'ホーム', news: 'News' },
      steps: ['一', 'two'],
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    });
  });

  it('keeps the locale\'s own values and plural forms, adding no form its rules do not use', () => {
    const japanese = { title: 'ニュース', nav: { home: 'ホーム', news: 'ニュース' }, steps: ['一', '二'], items_other: '{{count}} 件' };
    expect(fillGaps(japanese, english)).toEqual(japanese);
  });

  it('leaves a complete bundle as it is and an empty string as written', () => {
    expect(fillGaps(english, english)).toEqual(english);
    expect(fillGaps({ ...english, title: '' }, english)).toEqual({ ...english, title: '' });
  });
});
