import path from 'node:path';
import {
  isFooterlessPath,
  PRERENDERED_PATHS,
  prerenderedPathsOf,
  prerenderFile,
  REMOTES,
  type Locale,
  type PrerenderDevice,
  type RegistryRemote,
} from '@tp/shared';
import type { ReleaseStorage } from '../release/release-storage';
import { createReleasedFileReader } from './release-files';

/** First screens rendered ahead of time, by the slot they fill (see PRERENDER_FOLDER). */
export interface FirstScreens {
  readonly header?: string;
  readonly footer?: string;
  readonly section?: { readonly app: string; readonly html: string };
  /** The slots the server rendered at request time with the page's data, for this device: the browser hydrates them. */
  readonly serverRendered?: { readonly device: PrerenderDevice; readonly slots: readonly ServerRenderedSlot[] };
}

/** A slot of the page an application fills. */
export type ServerRenderedSlot = 'header' | 'footer' | 'section';

export interface FirstScreenRequest {
  readonly lang: Locale;
  readonly rest: string;
  readonly device: PrerenderDevice;
}

/**
 * A phone gets the phone's first screen: Chromium says so in a client hint,
 * other browsers in the user agent. Anything else gets the desktop's.
 */
export function deviceOf(headers: Readonly<Record<string, string | string[] | undefined>>): PrerenderDevice {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'web';
  const agent = String(headers['user-agent'] ?? '');
  return /Mobi|Android|iPhone|iPod/i.test(agent) ? 'mobile' : 'web';
}

/** The live remote that provides an application. */
export function remoteOfApp(remotes: readonly RegistryRemote[], app: string): RegistryRemote | undefined {
  return remotes.find((remote) => ((REMOTES[remote.name as keyof typeof REMOTES]?.apps ?? []) as readonly string[]).includes(app));
}

/**
 * The page whose header and footer a page shows before its scripts run: its
 * own, or for a page rendered on demand (an article) its section's list page.
 */
export function framePathOf(rest: string): string | undefined {
  if (PRERENDERED_PATHS.includes(rest)) return rest;
  const parent = rest.split('/')[0];
  return PRERENDERED_PATHS.includes(parent) ? parent : undefined;
}

/**
 * Reads the fragments of a page's first remotes from their release folders,
 * so the page paints its header and first screen before any script runs.
 * A release without fragments, or a page it has none for, gives nothing.
 */
export function createFirstScreens(files: Pick<ReleaseStorage, 'read'>) {
  const read = createReleasedFileReader(files);
  const fragment = async (remote: RegistryRemote, app: string, { lang, rest, device }: FirstScreenRequest) => {
    const page = app === 'header' || app === 'footer' ? framePathOf(rest) : rest;
    if (page === undefined || !prerenderedPathsOf(app).includes(page)) return undefined;
    return read(path.posix.join(path.posix.dirname(remote.entry), prerenderFile(app, device, lang, page)));
  };
  return async (remotes: readonly RegistryRemote[], section: string, request: FirstScreenRequest): Promise<FirstScreens> => {
    const find = async (app: string) => {
      const remote = remoteOfApp(remotes, app);
      return remote ? fragment(remote, app, request) : undefined;
    };
    const [header, footer, sectionHtml] = await Promise.all([
      find('header'),
      isFooterlessPath(request.rest) ? undefined : find('footer'),
      find(section),
    ]);
    return { header, footer, section: sectionHtml === undefined ? undefined : { app: section, html: sectionHtml } };
  };
}
