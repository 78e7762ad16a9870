import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { fillGaps } from '../src/i18n/completeness';
import { DEFAULT_LOCALE } from '../src/i18n/locales';

/**
 * A language's strings with any key it lacks taken from English (`en.json`
 * of the same folder). The site's i18next has no fallback language
 * (site-i18n.ts): each page loads its own language only, so each language's
 * chunk holds every string a page can ask for.
 */
export default function fillLocaleGaps(this: LoaderContext<object>, source: string): string {
  const english = path.join(path.dirname(this.resourcePath), `${DEFAULT_LOCALE}.json`);
  if (path.resolve(this.resourcePath) === english) return source;
  this.addDependency(english);
  return JSON.stringify(fillGaps(JSON.parse(source), JSON.parse(readFileSync(english, 'utf8'))));
}
