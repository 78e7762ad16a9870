import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expectLocaleFolderTranslated, findLocaleFolders, readLocaleFolder } from '../testing/locale-folder';
import type { LocaleResources } from './completeness';
import { LOCALES } from './locales';
import { findUntranslated, hasWordsToTranslate } from './untranslated';

const root = join(__dirname, '../../..');

/** Folders of the operators' tools, which speak fewer languages than the public site. */
const OPERATORS_LANGUAGES: Readonly<Record<string, readonly string[]>> = { 'mf-console/src/locales': ['zh', 'en'] };

/** Every locale a copy of `en`, with `overrides` per locale. */
function resources(en: object, overrides: Partial<Record<string, object>> = {}): LocaleResources {
  return Object.fromEntries(LOCALES.map((locale) => [locale, overrides[locale] ?? (locale === 'en' ? en : { ...en, ...overrides.all })])) as LocaleResources;
}

describe('values left in English', () => {
  it('finds a label a locale kept in English, naming key and value', () => {
    const english = { nav: { trade: 'Trade', news: 'News' } };
    const translated = { nav: { trade: 'Comercio', news: 'Noticias' } };
    const report = findUntranslated(resources(english, Object.fromEntries(LOCALES.map((l) => [l, l === 'en' ? english : l === 'fil' ? { nav: { trade: 'Trade', news: 'Balita' } } : translated]))));
    expect(report).toEqual({ fil: ['nav.trade ("Trade")'] });
  });

  it('lets names, placeholders, numbers and addresses stay as they are', () => {
    for (const value of ['Google Play', 'macOS (Apple silicon)', 'Windows 64-bit', '{{amount}} TPT', '{{count, number}}/{{max, number}}', 'you@example.com', 'JavaScript SDK', 'SHA-256']) {
      expect(hasWordsToTranslate(value)).toBe(false);
    }
    for (const value of ['Dark mode', 'Help center', 'Token {{n}}', 'Sponsored', 'Stable']) expect(hasWordsToTranslate(value)).toBe(true);
  });

  it("lets a language keep a word it writes as English does, and only that language", () => {
    const english = { channel: 'Beta', no: 'No' };
    const others = { channel: 'Бета', no: 'Нет' };
    const report = findUntranslated(resources(english, Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, l === 'es' ? english : l === 'ru' ? { channel: 'Бета', no: 'No' } : others]))));
    expect(report).toEqual({ ru: ['no ("No")'] });
  });

  it('finds every locales folder of the site', () => {
    const folders = findLocaleFolders(root).map((dir) => relative(root, dir)).sort();
    expect(folders).toEqual(expect.arrayContaining(['mf-header-footer/src/locales', 'mf-home/src/locales', 'shell/src/locales', 'shared/src/locales/common', 'shared/src/validation/locales']));
    expect(folders.length).toBeGreaterThanOrEqual(9);
  });

  it.each(findLocaleFolders(root).map((dir) => [relative(root, dir), dir]))('%s has every value in its own language', (name, dir) => {
    const operators = OPERATORS_LANGUAGES[name];
    if (operators) {
      expect(readdirSync(dir).sort()).toEqual(operators.map((lang) => `${lang}.json`).sort());
      const read = (lang: string) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as object;
      expect(findUntranslated(Object.fromEntries(operators.map((lang) => [lang, read(lang)])) as Pick<LocaleResources, 'en'>)).toEqual({});
      return;
    }
    expect(Object.keys(readLocaleFolder(dir))).toHaveLength(LOCALES.length);
    expectLocaleFolderTranslated(dir);
  });
});
