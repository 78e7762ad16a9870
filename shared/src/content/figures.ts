import { pageDataKey, type PageData } from '../contracts/page-data';
import { formatFigure, type Figure } from '../i18n/format-figure';
import type { Locale } from '../i18n/locales';

/** The product's claims (docs/product.md §1.2, §9.6): the same facts in every language. */
export const FIGURES = {
  users: { value: 20_000_000, orMore: true },
  monthlyActive: { value: 3_500_000 },
  countries: { value: 200, orMore: true },
  dapps: { value: 100, orMore: true },
} as const satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;

/** Every figure as the language writes it (`formatFigure`). */
export type FigureTexts = Readonly<Record<FigureName, string>>;

export function figureTexts(lang: Locale): FigureTexts {
  const names = Object.keys(FIGURES) as FigureName[];
  return Object.fromEntries(names.map((name) => [name, formatFigure(FIGURES[name], lang)])) as Record<FigureName, string>;
}

/**
 * The figures the page came with. The site server writes them into the pages
 * that show them (`PageRoute.showsFigures`): the browser's first compact
 * number format loads its data, about 25 ms of a desktop's main thread
 * inside the hydration, for text the server has already written.
 */
export function renderedFigureTexts(pageData: PageData | undefined, lang: Locale): FigureTexts | undefined {
  const value = pageData?.[pageDataKey.figures(lang)];
  if (typeof value !== 'object' || value === null) return undefined;
  const texts = value as Partial<Record<FigureName, unknown>>;
  return (Object.keys(FIGURES) as FigureName[]).every((name) => typeof texts[name] === 'string') ? (value as FigureTexts) : undefined;
}
