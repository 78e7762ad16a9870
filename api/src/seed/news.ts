import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { artUrl } from './art';
import { SEED_CATEGORIES } from './categories';
import { chainTitle } from './chains';
import type { SeedDapp } from './dapps';
import { CHAIN_LAUNCH, CHAIN_SUPPORT, MONTHLY_UPDATE, NETWORK_UPGRADE, SECURITY_TIPS, STORE_PICKS, type NewsTemplate } from './news-texts';
import { hash } from '../hash';
import { CONTENT_LANGUAGES } from '../languages';

export interface SeedNewsRow {
  readonly story: number;
  readonly lang: ContentLanguage;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly coverUrl: string;
  readonly createdAt: Date;
}

type Templates = Readonly<Record<ContentLanguage, NewsTemplate>>;
type Values = (lang: ContentLanguage) => Record<string, string>;

interface Story {
  readonly templates: Templates;
  readonly values: Values;
  readonly at: Date;
}

const DAY = 86_400_000;

// Public dates: mainnets opening to all users, and Ethereum's network upgrades.
const LAUNCHES: readonly [string, string][] = [
  ['zks', '2023-03-24'], ['linea', '2023-07-11'], ['mantle', '2023-07-17'], ['base', '2023-08-09'], ['scroll', '2023-10-17'],
  ['blast', '2024-02-29'], ['taiko', '2024-05-27'], ['sonic', '2024-12-18'], ['berachain', '2025-02-06'], ['unichain', '2025-02-11'],
];
const UPGRADES: readonly [string, string, string][] = [
  ['eth', 'Shapella', '2023-04-12'], ['eth', 'Dencun', '2024-03-13'], ['eth', 'Pectra', '2025-05-07'],
];
// Networks added to the wallet after these launches, in order.
const SUPPORT_ADDED = [
  'zks', 'linea', 'mantle', 'base', 'opbnb', 'scroll', 'manta', 'blast', 'mode', 'merlin', 'core', 'bitlayer', 'taiko', 'ton', 'sui',
  'aptos', 'sei', 'eos-evm', 'cfx-espace', 'celo', 'gnosis', 'cro', 'sonic', 'berachain', 'unichain', 'metis',
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const monthName = (lang: ContentLanguage, at: Date) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
const dayName = (lang: ContentLanguage, at: Date) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
/** A working-hours time on the day, stable per story. */
const atHour = (day: Date, seed: string) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1 + (hash(seed) % 10), hash(seed) % 60));

function stories(now: Date, dapps: readonly SeedDapp[]): Story[] {
  const list: Story[] = [];
  for (const [ns, day] of LAUNCHES) {
    const at = atHour(new Date(day), ns);
    list.push({ templates: CHAIN_LAUNCH, at, values: (lang) => ({ chain: chainTitle(ns), month: monthName(lang, at) }) });
  }
  for (const [ns, upgrade, day] of UPGRADES) {
    const at = atHour(new Date(day), upgrade);
    list.push({ templates: NETWORK_UPGRADE, at, values: (lang) => ({ chain: chainTitle(ns), upgrade, date: dayName(lang, at) }) });
  }
  const launched = new Map(LAUNCHES);
  SUPPORT_ADDED.forEach((ns, i) => {
    const base = launched.has(ns) ? new Date(launched.get(ns)!).getTime() + 21 * DAY : Date.UTC(2023, 0, 15) + i * 35 * DAY;
    list.push({ templates: CHAIN_SUPPORT, at: atHour(new Date(base), ns), values: () => ({ chain: chainTitle(ns) }) });
  });
  const storeCategories = SEED_CATEGORIES.filter((c) => c.type === 0 && c.key !== 'trending');
  storeCategories.forEach((category, i) => {
    const names = dapps.filter((d) => d.category === category.key).slice(0, 3).map((d) => d.title).join(', ');
    list.push({
      templates: STORE_PICKS,
      at: atHour(new Date(now.getTime() - (40 + i * 45) * DAY), category.key),
      values: (lang) => ({ category: category.names[lang], names }),
    });
  });
  SECURITY_TIPS.forEach((templates, i) => {
    list.push({ templates, at: atHour(new Date(now.getTime() - (20 + i * 130) * DAY), `tip-${i}`), values: () => ({}) });
  });
  for (let i = 0; i < 44; i += 1) {
    const at = atHour(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 0)), `month-${i}`);
    const count = String(8 + (hash(`count-${i}`) % 23));
    list.push({ templates: MONTHLY_UPDATE, at, values: (lang) => ({ month: monthName(lang, at), count }) });
  }
  return list.filter((story) => story.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** At least 100 stories, each in every content language, spread over the past years. */
export function seedNews(now: Date, dapps: readonly SeedDapp[]): SeedNewsRow[] {
  return stories(now, dapps).flatMap((story, index) =>
    CONTENT_LANGUAGES.map((lang) => {
      const template = story.templates[lang];
      const values = story.values(lang);
      return {
        story: index + 1,
        lang,
        title: fill(template.title, values),
        summary: fill(template.summary, values),
        content: template.body.map((paragraph) => `<p>${escapeHtml(fill(paragraph, values))}</p>`).join(''),
        coverUrl: artUrl('cover', `story-${index + 1}`),
        createdAt: story.at,
      };
    }),
  );
}
