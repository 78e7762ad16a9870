import type { Locale } from '../i18n/locales';
import { PAGE_ROUTES } from '../routes/routes';
import type { Blockchain, DeviceSize, Theme, TokenProtocolMap } from './data';
import type { PageData } from './page-data';

/**
 * A remote's release may carry its applications' first screens rendered ahead
 * of time, one HTML fragment per application, device, language and page. The
 * site server puts the fragment in the application's slot, so the page paints
 * before any script runs; the application replaces it when it mounts. A release
 * without fragments is served as before: the format is an optional addition.
 */
export const PRERENDER_FOLDER = 'prerender';

/**
 * Marks each first screen in the page (on an empty `<template>` before it); it
 * goes with the fragment when the application replaces it, so a page with no
 * marker left has every slot mounted.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The first screens are rendered for a phone and for a desktop; a tablet gets the desktop's. */
export const PRERENDER_DEVICES = ['mobile', 'web'] as const satisfies readonly DeviceSize[];
export type PrerenderDevice = (typeof PRERENDER_DEVICES)[number];

/** The pages rendered ahead of time: every route without a parameter (redirects excluded), by the path after the language. */
export const PRERENDERED_PATHS: readonly string[] = PAGE_ROUTES.filter(
  (route) => !route.path.includes(':') && !route.path.startsWith('project/'),
).map((route) => route.path);

/** The pages an application is rendered for: a section's own, or every page for the header and footer. */
export function prerenderedPathsOf(app: string): readonly string[] {
  const own = PAGE_ROUTES.filter((route) => route.section === app).map((route) => route.path);
  return own.length ? PRERENDERED_PATHS.filter((rest) => own.includes(rest)) : PRERENDERED_PATHS;
}

/** Where a fragment lives inside a release folder (next to its `mf-manifest.json`). */
export function prerenderFile(app: string, device: PrerenderDevice, lang: Locale, rest: string): string {
  return `${PRERENDER_FOLDER}/${app}/${device}/${lang}/${rest || 'index'}.html`;
}

/**
 * A remote's server build: its applications compiled for Node, released in
 * the same immutable folder as the browser build (`server/entry.cjs` next to
 * `mf-manifest.json`). The build renders the first screens with it; the site
 * server renders every page with it, at request time, with the page's data.
 */
export const SERVER_BUILD_FOLDER = 'server';
export const SERVER_BUILD_ENTRY = `${SERVER_BUILD_FOLDER}/entry.cjs`;

export interface ServerRenderRequest {
  readonly lang: Locale;
  readonly device: PrerenderDevice;
  /** The path after the language. */
  readonly rest: string;
  /** The query of the page's address, with its `?`, or ''. */
  readonly search?: string;
  /** What the page shows, read from the api (see page-data.ts). */
  readonly pageData?: PageData;
  /** A DOM for code that needs one (the article sanitiser); the host provides it (jsdom). */
  readonly window?: unknown;
}

/** What a server build exports. */
export interface ServerBuild {
  /** Its applications that can be rendered on the server. */
  readonly apps: readonly string[];
  /** One application's HTML for a page; rejects when it throws while rendering. */
  render(app: string, request: ServerRenderRequest): Promise<string>;
}

/**
 * On a slot whose HTML the site server rendered at request time with the
 * page's data (rather than a first screen built ahead of time): the
 * application hydrates that HTML instead of replacing it. The value is the
 * device the server rendered for. The application removes the attribute once
 * hydrated, so a page with none left has every server render hydrated.
 */
export const SERVER_RENDER_ATTRIBUTE = 'data-server-render';

/** The class of the element around a region that hydrates late (HydrateWhenSeen): it takes no box of its own (see the shell's tokens.css). */
export const LATE_HYDRATION_CLASS = 'tp-hydrates-late';

/** Set on a late region's element once its content is hydrated (or was rendered anew): what tests wait for before they act in it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The shell's state as every server render sees it: a first visit, before any
 * stored preference, cache or window is read. The browser's hydration starts
 * from the same values, then moves to the visitor's own.
 */
export function serverRenderState(device: PrerenderDevice) {
  return { theme: 'light', device, online: true, chains: [], tokenProtocols: {}, footerVisible: true } as const satisfies {
    theme: Theme;
    device: DeviceSize;
    online: boolean;
    chains: readonly Blockchain[];
    tokenProtocols: TokenProtocolMap;
    footerVisible: boolean;
  };
}
