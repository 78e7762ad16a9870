import { LOCALE_BCP47, type Locale } from './locales';
import { writtenText } from './written-texts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Locale, unit: number): Intl.NumberFormat {
  const key = `${lang}|${unit}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE_BCP47[lang], {
      style: 'unit',
      unit: UNITS[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit < 2 ? 0 : 1,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** Which text of which size (written-texts.ts). */
function writtenBytesKey(bytes: number, lang: Locale): string {
  return `bytes|${lang}|${bytes}`;
}

/** A file size in the locale's style, in binary steps (what download tools and file managers show). */
export function formatBytes(bytes: number, lang: Locale): string {
  const kept = writtenText(writtenBytesKey(bytes, lang));
  if (kept !== undefined) return kept;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return formatter(lang, unit).format(value);
}

/** The texts of these sizes in a language, for a page to carry (keepWrittenTexts in the browser). */
export function writeByteSizes(sizes: readonly number[], lang: Locale): Record<string, string> {
  return Object.fromEntries(sizes.map((bytes) => [writtenBytesKey(bytes, lang), formatBytes(bytes, lang)]));
}
