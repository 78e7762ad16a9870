import { remoteEntryScript, SITE_SETTINGS_PAGE_DATA_KEY, type RemoteRegistry, type SiteSettings } from '@tp/shared';
import { pageDataScript, startTags, stylesheetLink, THEME_SCRIPT, type ShellAssets } from './html';
import { inlineJson } from './html-text';
import { ICON_LINKS } from './site-icons';

/** The registry a public page inlines: every remote but the console, which no public page may load. */
export function publicRegistry(registry: RemoteRegistry): RemoteRegistry {
  return { ...registry, remotes: registry.remotes.filter((remote) => remote.name !== 'mf_console') };
}

/** The registry the console page inlines: the console's remote alone, so no public section is ever loaded there. */
export function consoleRegistry(registry: RemoteRegistry): RemoteRegistry {
  return { ...registry, remotes: registry.remotes.filter((remote) => remote.name === 'mf_console') };
}

/**
 * The operators' console's page at /console: the shell's entry (for the federation runtime and
 * the shared libraries) with only mf-console in its registry. Never indexed; no first screen,
 * the console asks who is signed in before it shows anything.
 */
export function renderConsolePage(options: {
  nonce: string;
  assets: ShellAssets;
  registry: RemoteRegistry;
  integrity: Readonly<Record<string, string>>;
  /** The site settings, which the shell hands to every application, the console's included. */
  site: SiteSettings;
}): string {
  const { nonce, assets, integrity } = options;
  const registry = consoleRegistry(options.registry);
  const start = startTags({
    scripts: [...(assets.preload ?? []).map((file) => `/shell/${file}`), ...registry.remotes.map(remoteEntryScript)],
    entry: assets.js.map((file) => `/shell/${file}`),
    integrity,
    waitForPaint: false,
  });
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>运营控制台 · Operators' console</title>
    ${ICON_LINKS}
    <script nonce="${nonce}">${THEME_SCRIPT}</script>
    ${assets.css.map((file) => stylesheetLink(`/shell/${file}`)).join('\n    ')}
    <script id="tp-registry" type="application/json">${inlineJson(registry)}</script>
    ${pageDataScript({ [SITE_SETTINGS_PAGE_DATA_KEY]: options.site }, nonce)}
    ${start}
  </head>
  <body>
    <div id="tp-loading-bar" aria-hidden="true"></div>
    <header id="tp-header" hidden></header>
    <main id="tp-main" tabindex="-1"></main>
    <footer id="tp-footer" hidden></footer>
    <div id="tp-overlays"></div>
  </body>
</html>`;
}
