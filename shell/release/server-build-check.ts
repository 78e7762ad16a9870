import { JSDOM } from 'jsdom';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPathsOf, SERVER_BUILD_ENTRY, SITE_SETTINGS_PAGE_DATA_KEY, type ServerBuild, type SiteSettings } from '@tp/shared';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';
import { loadServerBuild } from '../server/load-server-build';

/** Generous next to the site server's per-request budget: the first render also loads the build's strings and chunks. */
const SMOKE_TIMEOUT_MS = 10_000;

/**
 * Why a remote's server build cannot serve pages; undefined when it can. The
 * site server renders every page with it, so a release is refused when it has
 * none, when it cannot be loaded, or when it fails to render a smoke page:
 * each of its applications on its first page, in English, on a desktop, with
 * the deployment's site settings as every page carries them.
 */
export async function serverBuildProblem(distDir: string, site: SiteSettings = loadSiteSettings().settings): Promise<string | undefined> {
  const file = path.join(distDir, SERVER_BUILD_ENTRY);
  if (!existsSync(file)) return `it has no server build (${SERVER_BUILD_ENTRY} is missing)`;
  let build: ServerBuild;
  try {
    build = loadServerBuild(file) as ServerBuild;
  } catch (error) {
    return `its server build cannot be loaded: ${(error as Error).message}`;
  }
  if (!Array.isArray(build.apps) || build.apps.length === 0 || typeof build.render !== 'function') {
    return 'its server build renders no application';
  }
  const window = new JSDOM('').window;
  for (const app of build.apps) {
    const rest = prerenderedPathsOf(app)[0] ?? '';
    try {
      let timer: NodeJS.Timeout | undefined;
      const html = await Promise.race([
        build.render(app, { lang: 'en', device: 'web', rest, window, pageData: { [SITE_SETTINGS_PAGE_DATA_KEY]: site } }),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${SMOKE_TIMEOUT_MS / 1000} s`)), SMOKE_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (typeof html !== 'string' || !html.trim()) return `its server build renders "${app}" on /en/${rest} as an empty page`;
    } catch (error) {
      return `its server build fails to render "${app}" on /en/${rest}: ${(error as Error).message}`;
    }
  }
  return undefined;
}
