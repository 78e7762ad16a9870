// Node only (reads files): import it from tests as `@tp/shared/testing/locale-folder`, never from browser code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectLocalesComplete, type LocaleResources } from '../i18n/completeness';
import { expectTranslated } from '../i18n/untranslated';
import { isLocale, LOCALES } from '../i18n/locales';

/** Reads `<dir>/<locale>.json` for the 12 locales; throws naming any missing, stray or broken file. */
export function readLocaleFolder(dir: string): LocaleResources {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const stray = files.filter((name) => !isLocale(name.slice(0, -'.json'.length)));
  if (stray.length) throw new Error(`${dir} has files that are not locales: ${stray.join(', ')}`);
  const absent = LOCALES.filter((locale) => !files.includes(`${locale}.json`));
  if (absent.length) throw new Error(`${dir} lacks ${absent.map((locale) => `${locale}.json`).join(', ')}`);
  const entries = LOCALES.map((locale) => {
    const file = join(dir, `${locale}.json`);
    try {
      return [locale, JSON.parse(readFileSync(file, 'utf8')) as object] as const;
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
  });
  return Object.fromEntries(entries) as LocaleResources;
}

/** Fails when a locales folder lacks a locale, or a locale lacks a key another has. */
export function expectLocaleFolderComplete(dir: string): void {
  expectLocalesComplete(readLocaleFolder(dir), dir);
}

/** Fails when a locales folder keeps an English value where a translation belongs (see `findUntranslated`). */
export function expectLocaleFolderTranslated(dir: string): void {
  expectTranslated(readLocaleFolder(dir), dir);
}

const SKIPPED = new Set(['node_modules', '.types', 'dist', '.git', 'test-results']);

/** Every locales folder under `root` (a folder holding `en.json` and `zh.json`), the sections' and shared's. */
export function findLocaleFolders(root: string): string[] {
  const entries = readdirSync(root, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const here = names.has('en.json') && names.has('zh.json') ? [root] : [];
  return [
    ...here,
    ...entries.filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name)).flatMap((entry) => findLocaleFolders(join(root, entry.name))),
  ];
}
