import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { CONTENT_LANGUAGES } from '../src/languages';
import type { SeedDapp } from '../src/seed/dapps';

const EDITIONS = ['Pro', 'Lite', 'Plus', 'Max', 'Labs', 'Hub', 'Zone', 'One', 'Go', 'Prime'];

/**
 * `count` store DApps for the benchmark from the `from`th on, made from the
 * seeded ones: each a new edition on its own site, in English, Simplified
 * Chinese and one more language (a realistic spread: most listings carry two
 * or three).
 */
export function benchDapps(templates: readonly SeedDapp[], count: number, from = 0): SeedDapp[] {
  return Array.from({ length: count }, (_, at) => {
    const i = from + at;
    const template = templates[i % templates.length];
    const title = benchTitle(templates, i);
    const extra: ContentLanguage = CONTENT_LANGUAGES[2 + (i % (CONTENT_LANGUAGES.length - 2))];
    const texts: Partial<Record<ContentLanguage, { title: string; description: string }>> = {};
    for (const lang of ['en', 'zh-Hans', extra] as const) {
      texts[lang] = { title, description: template.texts[lang]!.description.replaceAll(template.title, title) };
    }
    return {
      ...template,
      title,
      url: `${template.url.replace(/\/$/, '')}/?edition=${i}`,
      hot: template.hot - 5_000 - (i % 4_000),
      trending: template.trending - 5_000 - ((i * 7) % 4_000),
      texts,
    };
  });
}

/** The name of the `i`th benchmark DApp ("Uniswap Pro 3"), without building it. */
export function benchTitle(templates: readonly SeedDapp[], i: number): string {
  const edition = `${EDITIONS[Math.floor(i / templates.length) % EDITIONS.length]} ${Math.floor(i / (templates.length * EDITIONS.length)) + 1}`;
  return `${templates[i % templates.length].title} ${edition}`;
}

/** What visitors type, made from a DApp's name; each shape is measured and explained on its own. */
export const KEY_SHAPES: Readonly<Record<string, (title: string) => string>> = {
  'exact name': (title) => title,
  'name, other case and separators': (title) => title.toUpperCase().replaceAll(' ', '-'),
  'name with a typo': (title) => title.slice(0, 2) + title.slice(3),
  'name being typed': (title) => title.slice(0, -1),
};
