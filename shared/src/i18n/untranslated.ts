import { flattenKeys, type LocaleResources } from './completeness';
import { LOCALES, type Locale } from './locales';

/**
 * Names written the same in every language: the brand, products, platforms,
 * processor architectures, stores, standards and unit symbols. A value made only of these (and placeholders,
 * numbers, punctuation) may equal its English one.
 */
export const SAME_IN_EVERY_LANGUAGE = [
  'TP Wallet', 'TokenPocket', 'TPT', 'DApp Store', 'DApps', 'DApp', 'DeFi', 'NFTs', 'NFT', 'SDKs', 'SDK',
  'JavaScript', 'Android', 'APK', 'iOS', 'macOS', 'Apple silicon', 'Intel', 'Windows', 'Linux',
  'Google Play', 'App Store', 'Chrome Web Store', 'Chrome', 'Firefox Add-ons', 'Edge Add-ons', 'Firefox',
  'Microsoft Edge', 'Brave', 'SHA-256', 'BNB Smart Chain', 'BSC', 'BNB', 'ARM64', 'MB',
] as const;

/**
 * Words a language writes as English does: a value that is one of these
 * (placeholders aside, e.g. "Token {{n}}" in Spanish) is that language's own
 * word, not a missed translation.
 */
export const SAME_WORD_AS_ENGLISH: Partial<Record<Locale, readonly string[]>> = {
  es: ['Token', 'Tokens', 'No', 'Legal', 'Deeplinks', 'Beta'],
  pt: ['Token', 'Tokens', 'Deeplinks', 'Menu', 'Beta'],
  vi: ['Token', 'Menu', 'Beta'],
  fil: ['Menu', 'Beta'],
};

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const EMAIL = /\S+@\S+\.\w+/g;
const BITS = /\b\d+-bit\b/g;
const NAMES = new RegExp(
  [...SAME_IN_EVERY_LANGUAGE].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);

/** Whether a value has words to translate, once names, placeholders and numbers are set aside. */
export function hasWordsToTranslate(value: string): boolean {
  const rest = value.replace(PLACEHOLDER, ' ').replace(EMAIL, ' ').replace(BITS, ' ').replace(NAMES, ' ');
  return /\p{L}/u.test(rest);
}

/**
 * Per locale, the keys whose value is still the English one although it has
 * words to translate; locales with none are left out, so `{}` means every
 * value a reader sees is in their language.
 */
export function findUntranslated(resources: LocaleResources | (Partial<LocaleResources> & Pick<LocaleResources, 'en'>)): Partial<Record<Locale, string[]>> {
  const english = flattenKeys(resources.en);
  const report: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES) {
    if (locale === 'en' || !resources[locale]) continue;
    const allowed = new Set(SAME_WORD_AS_ENGLISH[locale] ?? []);
    const keys = [...flattenKeys(resources[locale])]
      .filter(([key, value]) => typeof value === 'string' && value === english.get(key))
      .filter(([, value]) => !allowed.has(String(value).replace(PLACEHOLDER, '').trim()) && hasWordsToTranslate(String(value)))
      .map(([key, value]) => `${key} (${JSON.stringify(value)})`);
    if (keys.length) report[locale] = keys.sort();
  }
  return report;
}

/** Throws naming every value left in English, per locale. */
export function expectTranslated(resources: LocaleResources, label = 'locales'): void {
  const lines = Object.entries(findUntranslated(resources)).map(([locale, keys]) => `  ${locale}: ${keys.join(', ')}`);
  if (lines.length) throw new Error(`${label} keep English values:\n${lines.join('\n')}`);
}
