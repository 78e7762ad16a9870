import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, PRERENDER_DEVICES, prerenderedPathsOf, prerenderFile, SITE_SETTINGS_PAGE_DATA_KEY, type ServerBuild } from '../../src/index';
import { loadSiteSettings } from '../../src/settings/site-settings';

/** The site's CSP refuses style attributes in markup; one would be dropped, so the first screen would not look as the app renders it. */
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle="/i;

/**
 * Writes every first-screen fragment of a remote into its build folder, from
 * its server build. A page that cannot be rendered fails the build:
 * it would otherwise silently lose its fast first paint.
 */
export async function writePrerenderedPages(bundle: ServerBuild, distDir: string): Promise<number> {
  // The settings of this checkout: the site server renders each page with its own, these screens stand in only when it cannot.
  const pageData = { [SITE_SETTINGS_PAGE_DATA_KEY]: loadSiteSettings(process.env, { production: false }).settings };
  let written = 0;
  for (const app of bundle.apps) {
    for (const device of PRERENDER_DEVICES) {
      for (const lang of LOCALES) {
        for (const rest of prerenderedPathsOf(app)) {
          let html: string;
          try {
            html = await bundle.render(app, { lang, device, rest, pageData });
          } catch (error) {
            throw new Error(`The first screen of "${app}" on /${lang}/${rest} (${device}) could not be rendered ahead of time`, { cause: error });
          }
          if (STYLE_ATTRIBUTE.test(html)) {
            throw new Error(`The first screen of "${app}" on /${lang}/${rest} (${device}) has a style attribute, which the CSP blocks in markup: use a class`);
          }
          const file = path.join(distDir, prerenderFile(app, device, lang, rest));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
          written += 1;
        }
      }
    }
  }
  return written;
}
