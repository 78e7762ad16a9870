import { LOCALE_BCP47, type Locale } from './locales';

/** A figure the site quotes (20M+ users, 3.5M monthly active): a number, and whether it is a lower bound. */
export interface Figure {
  readonly value: number;
  /** "At least": written with a trailing "+". */
  readonly orMore?: boolean;
}

/**
 * A figure in the locale's compact notation: 20M+ in English, 2000万+ in
 * Chinese, 2 क॰+ in Hindi. The facts are the same in every language; only
 * the way of writing them changes.
 */
export function formatFigure(figure: Figure, lang: Locale): string {
  const text = new Intl.NumberFormat(LOCALE_BCP47[lang], { notation: 'compact', maximumFractionDigits: 1 }).format(figure.value);
  return figure.orMore ? `${text}+` : text;
}
