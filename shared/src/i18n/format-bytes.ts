import { LOCALE_BCP47, type Locale } from './locales';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the locale's style, in binary steps (what download tools and file managers show). */
export function formatBytes(bytes: number, lang: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(LOCALE_BCP47[lang], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value);
}
