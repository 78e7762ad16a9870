import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AppProps } from 'single-spa';
import type { PageData, ShellProps } from '@tp/shared';
import { SERVER_RENDER_ATTRIBUTE } from '@tp/shared/contracts/prerender';
import { loadDownloadPageData } from '@tp/shared/download/page-data';
import { PrerenderLocationContext, SectionTree, type SectionLifecycles } from '@tp/shared/react';
import { createFakeShellProps, type FakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import en from './locales/en.json';
import { apps } from './lifecycles';
import { installBrowserApis, setUserAgent } from './testing/browser-apis';
import { releasesRoute } from './testing/releases';

installBrowserApis();

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const RELEASE_PATHS = ['/api/releases', '/api/releases/fake-versions'];
const section = (apps.download as SectionLifecycles).section;

/**
 * /en/download/app as the site server renders it, with the data it read from the api. The site server waits for
 * the lazy parts (the QR code); here a first render asks for them and the second finds them loaded.
 */
async function serverHtml(pageData: PageData): Promise<string> {
  const props: ShellProps = { ...createFakeShellProps({ routes: releasesRoute() }), pageData };
  props.i18n.addResourceBundle('en', 'download', en, true, true);
  const page = (
    <PrerenderLocationContext.Provider value="/en/download/app">
      <SectionTree
        props={props}
        section={section}
        route={(app) => (
          <StaticRouter basename="/en" location="/en/download/app">
            {app}
          </StaticRouter>
        )}
      />
    </PrerenderLocationContext.Provider>
  );
  renderToString(page);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(page);
}

/** Mounts the section over the server's HTML; `heading` is the server's page heading, to tell whether it was kept. */
async function mountOver(html: string, pageData: PageData): Promise<{ props: FakeShellProps; heading: Element | null }> {
  const slot = document.createElement('div');
  slot.setAttribute(SERVER_RENDER_ATTRIBUTE, 'mobile');
  slot.innerHTML = html;
  document.body.replaceChildren(slot);
  const heading = slot.querySelector('h1');
  const props = { ...createFakeShellProps({ routes: releasesRoute() }), pageData };
  const mountProps = { ...props, name: 'download', singleSpa: {}, mountParcel: () => {}, domElementGetter: () => slot } as unknown as ShellProps & AppProps;
  // Not inside act(): single-spa-react's mount resolves from a timer after the commit.
  for (const step of [apps.download.bootstrap, apps.download.mount].flat()) await step(mountProps);
  await waitFor(() => expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false));
  return { props, heading };
}

describe('the download page hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();
  let restoreUserAgent = () => {};

  beforeEach(() => {
    window.history.replaceState(null, '', '/en/download/app');
    restoreUserAgent = setUserAgent(IPHONE_UA);
  });

  afterEach(async () => {
    restoreUserAgent();
    for (const step of [apps.download.unmount].flat()) await step({ name: 'download' } as unknown as ShellProps & AppProps).catch(() => undefined);
  });

  it('opens on the platform of the request and shows its releases, which the browser neither asks for again nor switches away from', async () => {
    const pageData = await loadDownloadPageData(createFakeShellProps({ routes: releasesRoute() }).api, IPHONE_UA);
    const html = await serverHtml(pageData);
    expect(html).toMatch(/aria-selected="true"[^>]*>(<[^>]+>)*iOS/);
    expect(html).toContain('Download on the App Store');

    const { props, heading } = await mountOver(html, pageData);
    expect(heading?.isConnected).toBe(true);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('iOS');
    expect(screen.getByRole('link', { name: /Download on the App Store/ })).toBeInTheDocument();
    expect(props.http.requests.filter((request) => RELEASE_PATHS.includes(request.path))).toEqual([]);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('without them (the api failed on the server): hydrates the loading state, then loads', async () => {
    const pageData = { ...(await loadDownloadPageData(createFakeShellProps({ routes: {} }).api, IPHONE_UA)) };
    const html = await serverHtml(pageData);
    const { props } = await mountOver(html, pageData);
    expect(await screen.findByRole('link', { name: /Download on the App Store/ })).toBeInTheDocument();
    expect(props.http.requests.filter((request) => request.path === '/api/releases')).toHaveLength(1);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
