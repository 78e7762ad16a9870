/**
 * A benchmark run stands for a phone, and every phone has fonts for its own
 * language. A machine without one for a measured page's language (a minimal
 * Debian has DejaVu only: no Chinese, Japanese, Korean, Hindi or Thai) makes
 * Chromium search for a fallback font for every character of the page and find
 * none: on /ja/dappstore that search is 150 ms of layout on the mobile profile
 * that no phone spends, and the page shows empty boxes.
 */
import { execFileSync } from 'node:child_process';
import type { Locale } from '../shared/src/i18n/locales';
import { parsePath } from '../shared/src/routes/routes';

/** fontconfig's name of a language where it is not the site's. */
const FONTCONFIG_LANGUAGE: Partial<Record<Locale, string>> = { zh: 'zh-cn' };

/** The Debian package of the Noto fonts that Android phones ship for a script DejaVu lacks. */
const NOTO_PACKAGE: Partial<Record<Locale, string>> = {
  zh: 'fonts-noto-cjk',
  'zh-tw': 'fonts-noto-cjk',
  ja: 'fonts-noto-cjk',
  ko: 'fonts-noto-cjk',
  hi: 'fonts-noto-core',
  th: 'fonts-noto-core',
};

/** Whether fontconfig, which Chromium asks on Linux, knows a font covering the language; undefined without fontconfig. */
function fontconfigHasFont(fontconfigLanguage: string): boolean | undefined {
  try {
    return execFileSync('fc-list', [`:lang=${fontconfigLanguage}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return undefined;
  }
}

export interface MissingFonts {
  readonly languages: readonly Locale[];
  /** How to install them on Debian. */
  readonly install: string;
}

/** The languages of the routes that this machine has no font for, or undefined when all have one (or fontconfig cannot tell). */
export function missingFonts(routes: readonly string[], hasFont = fontconfigHasFont): MissingFonts | undefined {
  const languages = [...new Set(routes.map((route) => parsePath(new URL(route, 'http://x').pathname).lang))]
    .filter((lang): lang is Locale => lang !== null)
    .filter((lang) => hasFont(FONTCONFIG_LANGUAGE[lang] ?? lang) === false);
  if (languages.length === 0) return undefined;
  const packages = [...new Set(languages.map((lang) => NOTO_PACKAGE[lang] ?? 'fonts-noto-core'))];
  return { languages, install: `apt-get install ${packages.join(' ')}` };
}
