import { isFooterlessPath, type PageData, type RegistryRemote } from '@tp/shared';
import { remoteOfApp, type FirstScreenRequest, type FirstScreens, type ServerRenderedSlot } from './prerendered';
import type { ServerRenderer } from './server-render';

export interface SlotsRequest extends FirstScreenRequest {
  /** The page's query, with its `?`, or ''. */
  readonly search: string;
  readonly pageData: PageData;
}

const SLOTS: readonly ServerRenderedSlot[] = ['header', 'section', 'footer'];

type ReadFirstScreens = (remotes: readonly RegistryRemote[], section: string, request: FirstScreenRequest) => Promise<FirstScreens>;

/**
 * The HTML of a page's header, section and footer: each rendered at request
 * time by its live release's server build with the page's data, or, where
 * that fails or is too slow, its first screen built ahead of time. Says
 * which slots are the server's renders, for the browser to hydrate.
 */
export function createPageSlots(firstScreens: ReadFirstScreens, renderer: ServerRenderer) {
  return async (remotes: readonly RegistryRemote[], section: string, request: SlotsRequest): Promise<FirstScreens> => {
    const renderApp = (app: string) => {
      const remote = remoteOfApp(remotes, app);
      return remote ? renderer.render(remote, app, request) : Promise.resolve(undefined);
    };
    const [built, header, sectionHtml, footer] = await Promise.all([
      firstScreens(remotes, section, request),
      renderApp('header'),
      renderApp(section),
      isFooterlessPath(request.rest) ? undefined : renderApp('footer'),
    ]);
    const rendered = { header, footer, section: sectionHtml };
    return {
      header: header ?? built.header,
      footer: footer ?? built.footer,
      section: sectionHtml !== undefined ? { app: section, html: sectionHtml } : built.section,
      serverRendered: { device: request.device, slots: SLOTS.filter((slot) => rendered[slot] !== undefined) },
    };
  };
}
