import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@tp/shared';

interface PageMeta {
  readonly title: string;
  readonly description: string;
}

type MetaTable = Readonly<Record<string, PageMeta>>;

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.resolve(here, '../src/locales');
const commonDir = path.resolve(here, '../../shared/src/locales/common');

/** Titles and descriptions of every page in every language: the same files the shell uses in the browser. */
const META: Readonly<Record<Locale, MetaTable>> = Object.fromEntries(
  LOCALES.map((lang) => {
    const file = JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as { meta: MetaTable };
    return [lang, file.meta];
  }),
) as Record<Locale, MetaTable>;

export function pageMeta(lang: Locale, metaKey: string): PageMeta {
  return META[lang][metaKey] ?? META.en[metaKey] ?? META[lang].notFound;
}

const COMMON: Readonly<Record<Locale, Readonly<Record<string, unknown>>>> = Object.fromEntries(
  LOCALES.map((lang) => [lang, JSON.parse(readFileSync(path.join(commonDir, `${lang}.json`), 'utf8'))]),
) as Record<Locale, Record<string, unknown>>;

function lookUp(table: Readonly<Record<string, unknown>>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), table);
}

/** A string of the site's common namespace (`notFound.title`), for the few words the server writes itself. */
export function commonString(lang: Locale, key: string): string {
  const value = lookUp(COMMON[lang], key) ?? lookUp(COMMON.en, key);
  return typeof value === 'string' ? value : key;
}
