import { LOCALE_BCP47, LOCALES, type Locale } from './locales';

/** One locale's translation bundle (a namespace's JSON), as loaded. */
export type LocaleResources = Readonly<Record<Locale, object>>;

export interface LocaleGaps {
  /** Keys another locale has and this one lacks, dotted (`footer.columns.0`). */
  readonly missing: readonly string[];
  /** Keys present with an empty or blank string. */
  readonly empty: readonly string[];
}

// i18next's plural suffixes; `_zero` is not a CLDR category, so such keys are compared as plain keys.
const PLURAL_KEY = /^(.+?)(_ordinal)?_(one|two|few|many|other)$/;

/** A bundle's values by dotted key (`footer.columns.0`). */
export function flattenKeys(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenKeys(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

function pluralCategories(locale: Locale, type: Intl.PluralRuleType): string[] {
  return new Intl.PluralRules(LOCALE_BCP47[locale], { type }).resolvedOptions().pluralCategories;
}

/**
 * Per locale, the keys it lacks or leaves empty; locales with nothing to report
 * are left out, so a complete set gives `{}`. Plural keys are compared by
 * their base: each locale must have the forms its own plural rules use
 * (Russian needs `_few` and `_many`, Japanese only `_other`).
 */
export function findMissingKeys(resources: LocaleResources): Partial<Record<Locale, LocaleGaps>> {
  const flat = new Map(LOCALES.map((locale) => [locale, flattenKeys(resources[locale])] as const));
  const plainKeys = new Set<string>();
  // Plural base (with `_ordinal` for ordinals) → the rules that decide its forms.
  const pluralBases = new Map<string, Intl.PluralRuleType>();
  for (const keys of flat.values()) {
    for (const key of keys.keys()) {
      const plural = PLURAL_KEY.exec(key);
      if (plural) pluralBases.set(plural[1] + (plural[2] ?? ''), plural[2] ? 'ordinal' : 'cardinal');
      else plainKeys.add(key);
    }
  }

  const report: Partial<Record<Locale, LocaleGaps>> = {};
  for (const [locale, keys] of flat) {
    const required = [...plainKeys];
    for (const [base, type] of pluralBases) {
      for (const category of pluralCategories(locale, type)) required.push(`${base}_${category}`);
    }
    const missing = required.filter((key) => !keys.has(key)).sort();
    const empty = [...keys]
      .filter(([, value]) => value === null || (typeof value === 'string' && value.trim() === ''))
      .map(([key]) => key)
      .sort();
    if (missing.length || empty.length) report[locale] = { missing, empty };
  }
  return report;
}

/**
 * Throws a readable error naming every missing or empty key, per locale.
 * Each package calls it from a test over its own `locales/` folder.
 */
export function expectLocalesComplete(resources: LocaleResources, label = 'locales'): void {
  const report = findMissingKeys(resources);
  const lines = Object.entries(report).flatMap(([locale, gaps]) => [
    ...(gaps.missing.length ? [`  ${locale}: missing ${gaps.missing.join(', ')}`] : []),
    ...(gaps.empty.length ? [`  ${locale}: empty ${gaps.empty.join(', ')}`] : []),
  ]);
  if (lines.length) throw new Error(`${label} are incomplete:\n${lines.join('\n')}`);
}

type StringTree = Record<string, unknown>;

const isTree = (value: unknown): value is StringTree => typeof value === 'object' && value !== null;

/**
 * A locale's bundle with every key it lacks taken from `fallback` (the
 * English bundle), nested keys and array items included. A plural form is
 * only taken when the locale has no form of that key: Japanese keeps its one
 * `_other` and gets no `_one`.
 */
export function fillGaps(own: unknown, fallback: unknown): unknown {
  if (own === undefined) return fallback;
  if (!isTree(own) || !isTree(fallback)) return own;
  const filled: StringTree = Array.isArray(own) ? Object.assign([] as unknown[], own) : { ...own };
  const pluralBase = (key: string) => {
    const plural = PLURAL_KEY.exec(key);
    return plural ? plural[1] + (plural[2] ?? '') : undefined;
  };
  const ownBases = new Set(Object.keys(own).map(pluralBase));
  for (const [key, value] of Object.entries(fallback)) {
    if (!(key in own) && ownBases.has(pluralBase(key) ?? '\0')) continue;
    filled[key] = fillGaps(own[key], value);
  }
  return filled;
}
