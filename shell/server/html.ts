import { createHash } from 'node:crypto';
import { FIRST_SCREEN_ATTRIBUTE, LOCALE_BCP47, PAGE_DATA_ELEMENT_ID, SERVER_RENDER_ATTRIBUTE, type Locale, type PageData, type RemoteRegistry } from '@tp/shared';
import { renderHead, type PageSubject } from './head';
import { escapeHtml, inlineJson } from './html-text';
import { subresourceIntegrity } from './integrity';
import { ICON_LINKS } from './site-icons';
import { commonString } from './meta';
import type { FirstScreens, ServerRenderedSlot } from './prerendered';
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
  /** The query that belongs to the page's address (a DApp's `?id=`), with its `?`, or ''. */
  readonly addressQuery?: string;
  readonly metaKey: string;
  /** What the page shows, read from the api; `not-found` answers the not-found page. */
  readonly subject: PageSubject;
  readonly origin: string;
  readonly nonce: string;
  readonly registry: RemoteRegistry;
  readonly assets: ShellAssets;
  /** The entries, first chunks and strings of the remotes this page needs first (header/footer and the route's section). */
  readonly remoteFiles: Preloads;
  readonly theme: 'light' | 'dark' | null;
  /** What the sections were rendered with; embedded for the browser's first render (see page-data.ts). */
  readonly pageData?: PageData;
  /** Header, footer and section as rendered on the server (hydrated by the applications) or ahead of time (replaced when they mount). */
  readonly firstScreens: FirstScreens;
  /** The page has no footer (docs/product.md §2.4): hidden from the first paint, not only once the shell runs. */
  readonly footerless: boolean;
  readonly analyticsUrl: string | null;
  /** Subresource Integrity of the shell's entry files, by address. */
  readonly integrity?: Readonly<Record<string, string>>;
}

/** The page's embedded data (see page-data.ts), or nothing when it has none. */
export function pageDataScript(pageData: PageData | undefined, nonce: string): string {
  return pageData && Object.keys(pageData).length
    ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json" nonce="${nonce}">${inlineJson(pageData)}</script>`
    : '';
}

/**
 * Applies the theme before first paint (docs/product.md §2.4, §4.3): the `theme` query, then the
 * stored preference, then the system's. Runs before any stylesheet is applied.
 */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement,q=new URLSearchParams(location.search).get('theme'),s=localStorage.getItem('theme'),t=q==='dark'||q==='light'?q:s==='dark'||s==='light'?s:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');d.dataset.theme=t;d.style.colorScheme=t;if(q===t)localStorage.setItem('theme',t)}catch(e){}})();`;

/**
 * A stylesheet of the page's head. Its `data-href` is the file's name in its build, which webpack's stylesheet
 * loader (mini-css-extract) looks a loaded stylesheet up by before it adds one: the shell and each section
 * find the server's link for the stylesheet of a chunk they load instead of linking it a second time, which
 * made the browser parse it again and restyle the whole page on a phone (25 to 57 ms a stylesheet on the
 * Lighthouse mobile profile). Built stylesheets sit flat in their build's folder (shared/build/webpack.ts).
 */
export function stylesheetLink(href: string): string {
  return `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(href.slice(href.lastIndexOf('/') + 1))}">`;
}

/** A first screen marked as such (see FIRST_SCREEN_ATTRIBUTE). */
export const FIRST_SCREEN_MARKER = `<template ${FIRST_SCREEN_ATTRIBUTE}></template>`;

/**
 * A slot's attribute and content: the server's render of its application, marked on the slot for the browser to
 * hydrate it as it is, or a first screen built ahead of time, marked inside it for the application to replace.
 */
function slot(firstScreens: FirstScreens, name: ServerRenderedSlot, html: string | undefined): { attribute: string; content: string } {
  if (html === undefined) return { attribute: '', content: '' };
  const rendered = firstScreens.serverRendered;
  if (rendered?.slots.includes(name)) return { attribute: ` ${SERVER_RENDER_ATTRIBUTE}="${rendered.device}"`, content: html };
  return { attribute: '', content: FIRST_SCREEN_MARKER + html };
}

/** What the page fetches and runs once its first screen has painted (the JSON in `#tp-start`). */
export interface StartFiles {
  /**
   * Fetched with the start, in parallel: the chunks, remote entries and strings the first render needs.
   * Without integrity: webpack's and the federation runtime's own script elements run them later, and a
   * preload is only used by a request with the same integrity (see README, Headers).
   */
  readonly scripts: readonly string[];
  /** Run in this order: the shell's entry. */
  readonly entry: readonly string[];
  /** Subresource Integrity of the entry's files, where the server has them. */
  readonly integrity: Readonly<Record<string, string>>;
  /** The page has a first screen to wait for. */
  readonly waitForPaint: boolean;
}

const PAINT_WAIT_LIMIT_MS = 1500;

/**
 * Starts the shell once the server's first screen has painted. Nothing of the
 * site's code is fetched or run before the browser reports the first
 * contentful paint, so the page shows as soon as its HTML and stylesheets are
 * in; then the entry is fetched and every file the first render needs is
 * preloaded, and the entry runs. One file per task, each task posted as a
 * message (a timer chain would be slowed to 4 ms a step): asking for a file
 * costs the main thread a few milliseconds on a phone, and fifteen at once
 * were one task of 50 ms in the middle of the page's load. A file the page has
 * already asked for is not preloaded (a script element of webpack's or the
 * federation runtime's for it, or its finished fetch): the entry can run and ask
 * for a remote before the starter's step for it, and the preload would then be
 * a second download of the same file. Without a first screen, on a hidden page, or where paint
 * timing is not supported, it starts after a frame; a timer caps the wait.
 * A file of its own (deferred, with its integrity) rather than inline text, so
 * every script element of the page carries Subresource Integrity.
 */
const START_SCRIPT = `(function(){var f=JSON.parse(document.getElementById('tp-start').textContent),started=false,add=function(href){var url=new URL(href,document.baseURI).href;if(performance.getEntriesByName(url).length)return;for(var i=0;i<document.scripts.length;i++)if(document.scripts[i].src===url)return;var l=document.createElement('link');l.rel='preload';l.as='script';l.href=href;document.head.appendChild(l)},start=function(){if(started)return;started=true;var steps=[];f.entry.forEach(function(src){steps.push(function(){var s=document.createElement('script');s.src=src;s.async=false;if(f.integrity[src]){s.integrity=f.integrity[src];s.crossOrigin='anonymous'}document.head.appendChild(s)})});f.scripts.forEach(function(h){steps.push(function(){add(h)})});var channel=new MessageChannel();channel.port1.onmessage=function(){steps.shift()();if(steps.length)channel.port2.postMessage(0)};channel.port1.onmessage()};document.addEventListener('DOMContentLoaded',function(){var P=window.PerformanceObserver;if(!f.waitForPaint||document.visibilityState==='hidden'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')===-1){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${PAINT_WAIT_LIMIT_MS});return}var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}});o.observe({type:'paint',buffered:true});setTimeout(start,${PAINT_WAIT_LIMIT_MS})})})();`;

/** The starter as the site server serves it: its address changes with its text, so it is cached for good. */
export const PAGE_START = {
  path: `/page-start.${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 8)}.js`,
  integrity: subresourceIntegrity(START_SCRIPT),
  body: START_SCRIPT,
} as const;

/** A page's start: its files as JSON, and the starter that fetches and runs them after the first paint. */
export function startTags(files: StartFiles): string {
  return `<script id="tp-start" type="application/json">${inlineJson(files)}</script>
    <script src="${PAGE_START.path}" integrity="${PAGE_START.integrity}" crossorigin="anonymous" defer></script>`;
}

/**
 * The not-found page (docs/product.md §2.2, §8.1) as the shell's own 404 application draws it,
 * so a crawler and a visitor without scripts see it; the application that
 * owns the address replaces it when it mounts (the same classes, from the
 * shell's global stylesheet).
 */
export function notFoundHtml(lang: Locale): string {
  const home = `/${lang}`;
  return `<section class="tp-not-found" aria-labelledby="tp-not-found-title"><p class="tp-not-found__code" aria-hidden="true">404</p><h1 id="tp-not-found-title" class="tp-not-found__title">${escapeHtml(commonString(lang, 'notFound.title'))}</h1><p class="tp-not-found__body">${escapeHtml(commonString(lang, 'notFound.body'))}</p><a class="tp-button" href="${home}">${escapeHtml(commonString(lang, 'home'))}</a></section>`;
}

/**
 * A not-found page's slots: header and footer as they were rendered, and the not-found page in the slot of the
 * application that will own the address, which replaces it when it mounts (it is not that application's render).
 */
export function notFoundScreens(screens: FirstScreens, app: string, lang: Locale): FirstScreens {
  const rendered = screens.serverRendered;
  return {
    ...screens,
    section: { app, html: notFoundHtml(lang) },
    serverRendered: rendered && { ...rendered, slots: rendered.slots.filter((slot) => slot !== 'section') },
  };
}

export function renderPage(options: PageOptions): string {
  const { lang, rest, origin, nonce, assets, firstScreens } = options;
  const head = renderHead({ lang, rest, addressQuery: options.addressQuery ?? '', metaKey: options.metaKey, origin, subject: options.subject });
  const startFiles: StartFiles = {
    scripts: [...[...(assets.preload ?? []), ...(assets.locales?.[lang] ?? [])].map((file) => `/shell/${file}`), ...options.remoteFiles.scripts],
    entry: assets.js.map((file) => `/shell/${file}`),
    integrity: options.integrity ?? {},
    waitForPaint: Boolean(firstScreens.header ?? firstScreens.section),
  };
  const header = slot(firstScreens, 'header', firstScreens.header);
  const section = slot(firstScreens, 'section', firstScreens.section?.html);
  const footer = slot(firstScreens, 'footer', firstScreens.footer);
  const analytics = options.analyticsUrl
    ? `<script nonce="${nonce}">window.__TP_ANALYTICS_URL__=${inlineJson(options.analyticsUrl)};</script>`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_BCP47[lang]}"${options.theme ? ` data-theme="${options.theme}"` : ''}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${head}
    ${ICON_LINKS}
    <meta name="theme-color" content="#2761e7">
    <script nonce="${nonce}">${THEME_SCRIPT}</script>
    ${[...assets.css.map((file) => `/shell/${file}`), ...options.remoteFiles.styles].map(stylesheetLink).join('\n    ')}
    <script id="tp-registry" type="application/json">${inlineJson(options.registry)}</script>
    ${pageDataScript(options.pageData, nonce)}
    ${analytics}
    ${startTags(startFiles)}
  </head>
  <body>
    <a class="tp-skip-link" href="#tp-main">${escapeHtml(commonString(lang, 'skipToContent'))}</a>
    <div id="tp-loading-bar" aria-hidden="true"></div>
    <header id="tp-header"${header.attribute}>${header.content}</header>
    <main id="tp-main" tabindex="-1">${firstScreens.section ? `<div id="tp-app-${firstScreens.section.app}"${section.attribute}>${section.content}</div>` : ''}</main>
    <footer id="tp-footer"${options.footerless ? ' hidden' : ''}${footer.attribute}>${footer.content}</footer>
    <div id="tp-overlays"></div>
  </body>
</html>`;
}
