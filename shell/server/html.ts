import { documentTitle, LOCALE_BCP47, LOCALES, type Locale, type RemoteRegistry } from '@tp/shared';
import { commonString, pageMeta } from './meta';
import type { FirstScreens } from './prerendered';
import type { Preloads } from './remote-preloads';

export interface ShellAssets {
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** The shell's chunks needed to start (shared libraries, bootstrap), fetched in parallel with the entry. */
  readonly preload?: readonly string[];
  /** The shell's string chunks, by language. */
  readonly locales?: Readonly<Record<string, readonly string[]>>;
}

export interface PageOptions {
  readonly lang: Locale;
  /** The path after the language, used for canonical and alternates; null for pages that have none (404). */
  readonly rest: string | null;
  readonly metaKey: string;
  readonly origin: string;
  readonly nonce: string;
  readonly registry: RemoteRegistry;
  readonly assets: ShellAssets;
  /** Manifests of the remotes this page needs first (header/footer and the route's section). */
  readonly manifests: readonly string[];
  /** Their entries and first chunks. */
  readonly remoteFiles: Preloads;
  readonly theme: 'light' | 'dark' | null;
  /** Header, footer and section as rendered ahead of time; the applications replace them when they mount. */
  readonly firstScreens: FirstScreens;
  /** The page has no footer (spec §2): hidden from the first paint, not only once the shell runs. */
  readonly footerless: boolean;
  readonly analyticsUrl: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** JSON inside a script element: `<` is escaped so no value can close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Applies the theme before first paint (spec §2): the `theme` query, then the
 * stored preference, then the system's. Runs before any stylesheet is applied.
 */
const THEME_SCRIPT = `(function(){try{var d=document.documentElement,q=new URLSearchParams(location.search).get('theme'),s=localStorage.getItem('theme'),t=q==='dark'||q==='light'?q:s==='dark'||s==='light'?s:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');d.dataset.theme=t;d.style.colorScheme=t;if(q===t)localStorage.setItem('theme',t)}catch(e){}})();`;

/**
 * A first screen marked as such: the marker goes with it when the application
 * replaces the slot's content, so "no marker left" means every slot has mounted.
 */
export const FIRST_SCREEN_MARKER = '<template data-first-screen></template>';

function firstScreen(html: string | undefined): string {
  return html === undefined ? '' : FIRST_SCREEN_MARKER + html;
}

function alternates(origin: string, rest: string): string {
  const suffix = rest ? `/${rest}` : '';
  const links = LOCALES.map(
    (lang) => `<link rel="alternate" hreflang="${LOCALE_BCP47[lang]}" href="${escapeHtml(`${origin}/${lang}${suffix}`)}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}/en${suffix}`)}">`);
  return links.join('\n    ');
}

export function renderPage(options: PageOptions): string {
  const { lang, rest, origin, nonce, assets, firstScreens } = options;
  const meta = pageMeta(lang, options.metaKey);
  const canonical = rest === null ? '' : `<link rel="canonical" href="${escapeHtml(`${origin}/${lang}${rest ? `/${rest}` : ''}`)}">\n    ${alternates(origin, rest)}`;
  const analytics = options.analyticsUrl
    ? `<script nonce="${nonce}">window.__TP_ANALYTICS_URL__=${inlineJson(options.analyticsUrl)};</script>`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_BCP47[lang]}"${options.theme ? ` data-theme="${options.theme}"` : ''}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(documentTitle(meta.title, options.metaKey))}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <meta name="description" content="${escapeHtml(meta.description)}">
    <meta name="theme-color" content="#2761e7">
    ${canonical}
    <script nonce="${nonce}">${THEME_SCRIPT}</script>
    ${[...assets.css.map((file) => `/shell/${file}`), ...options.remoteFiles.styles].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')}
    ${assets.js.map((file) => `<script defer src="/shell/${file}"></script>`).join('\n    ')}
    ${options.manifests.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`).join('\n    ')}
    ${[...(assets.preload ?? []), ...(assets.locales?.[lang] ?? [])].map((file) => `<link rel="preload" href="/shell/${file}" as="script" fetchpriority="low">`).join('\n    ')}
    ${options.remoteFiles.scripts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script" fetchpriority="low">`).join('\n    ')}
    <script id="tp-registry" type="application/json">${inlineJson(options.registry)}</script>
    ${analytics}
  </head>
  <body>
    <a class="tp-skip-link" href="#tp-main">${escapeHtml(commonString(lang, 'skipToContent'))}</a>
    <div id="tp-loading-bar" aria-hidden="true"></div>
    <header id="tp-header">${firstScreen(firstScreens.header)}</header>
    <main id="tp-main" tabindex="-1">${firstScreens.section ? `<div id="tp-app-${firstScreens.section.app}">${firstScreen(firstScreens.section.html)}</div>` : ''}</main>
    <footer id="tp-footer"${options.footerless ? ' hidden' : ''}>${firstScreen(firstScreens.footer)}</footer>
    <div id="tp-overlays"></div>
  </body>
</html>`;
}
