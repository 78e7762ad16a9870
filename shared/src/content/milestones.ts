import { formatDate, type DateToWrite } from '../i18n/format-date';

/** The wallet's milestones on the about page, oldest first; each month is written in the visitor's language. */
export const MILESTONES: readonly { readonly month: string; readonly id: string }[] = [
  { month: '2018-03', id: 'launch' },
  { month: '2018-09', id: 'dapps' },
  { month: '2019-06', id: 'million' },
  { month: '2020-04', id: 'desktop' },
  { month: '2020-11', id: 'swap' },
  { month: '2021-05', id: 'extension' },
  { month: '2021-12', id: 'tenMillion' },
  { month: '2022-08', id: 'hardware' },
  { month: '2023-03', id: 'bridge' },
  { month: '2023-10', id: 'card' },
  { month: '2024-06', id: 'twentyMillion' },
];

const MONTH = { year: 'numeric', month: 'long', timeZone: 'UTC' } as const;

const firstOf = (month: string) => `${month}-01T00:00:00Z`;

/** A milestone's month in the visitor's language, e.g. "March 2018". */
export function milestoneMonth(month: string, lang: string): string {
  return formatDate(firstOf(month), lang, MONTH);
}

/** The months the about page shows, for the page to carry them written (`writeDates`). */
export function milestoneDates(): DateToWrite[] {
  return MILESTONES.map(({ month }) => [firstOf(month), MONTH]);
}
