import type { Figure } from '@tp/shared';

/** The product's claims (docs/product.md §1.2, §9.6), written by `formatFigure` in the page's language. */
export const FIGURES = {
  users: { value: 20_000_000, orMore: true },
  monthlyActive: { value: 3_500_000 },
  countries: { value: 200, orMore: true },
  dapps: { value: 100, orMore: true },
} as const satisfies Record<string, Figure>;
