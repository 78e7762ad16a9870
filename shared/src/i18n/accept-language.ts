import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

// Headers come from anyone: bound the work whatever their size.
const MAX_HEADER_LENGTH = 4096;
const MAX_ENTRIES = 64;

const LANGUAGE_TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The acceptable language tags of an Accept-Language header, lower-cased,
 * best first (highest q; ties keep their order). Malformed entries, `*` and
 * `q=0` are left out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== 'string' || header === '') return [];
  const entries = header.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES);
  const weighted: { tag: string; q: number }[] = [];
  for (const entry of entries) {
    const [rawTag, ...params] = entry.split(';');
    const tag = rawTag.trim().toLowerCase().replace(/_/g, '-');
    if (!LANGUAGE_TAG.test(tag)) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(QUALITY.exec(qParam)?.[1] ?? NaN);
    if (!(q > 0)) continue;
    weighted.push({ tag, q });
  }
  // Array.prototype.sort is stable, so equal weights keep the header's order.
  return weighted.sort((a, b) => b.q - a.q).map((w) => w.tag);
}

/** The site locale a single language tag stands for, exactly or by its primary subtag. */
export function localeForTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (isLocale(lower)) return lower;
  const [primary, ...subtags] = lower.split('-');
  if (primary === 'zh') {
    // A script subtag says more than a region: zh-Hant-CN is traditional, zh-Hans-HK simplified.
    const script = subtags.find((s) => s.length === 4);
    if (script) return script === 'hant' ? 'zh-tw' : 'zh';
    return subtags.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s)) ? 'zh-tw' : 'zh';
  }
  if (primary === 'tl') return 'fil';
  return isLocale(primary) ? primary : undefined;
}

/**
 * The locale for a visitor without a language in the path (docs/product.md §2.1): the first
 * listed language if the site has it; otherwise zh if the header lists zh,
 * ko if it lists ko, else en.
 */
export function resolveAcceptLanguage(header: string | null | undefined): Locale {
  const tags = parseAcceptLanguage(header);
  const first = tags.length > 0 ? localeForTag(tags[0]) : undefined;
  if (first) return first;
  const primaries = new Set(tags.map((tag) => tag.split('-')[0]));
  if (primaries.has('zh')) return 'zh';
  if (primaries.has('ko')) return 'ko';
  return DEFAULT_LOCALE;
}
