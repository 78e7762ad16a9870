import { screen, waitFor } from '@testing-library/react';
import type { PageData, ShellProps } from '@tp/shared';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS } from '@tp/shared/contracts/prerender';
import { qrPath, renderedQrCodes } from '@tp/shared/download/qr-code';
import { loadDownloadPageData } from '@tp/shared/download/render-data';
import { createFakeShellProps, type FakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import { mountOverServerHtml, renderOnServer, unmountAfterEach } from '@tp/shared/testing/server-html';
import en from './locales/en.json';
import { PlatformTabs } from './components/PlatformTabs';
import { apps } from './lifecycles';
import { installBrowserApis, setUserAgent } from './testing/browser-apis';
import { RELEASES, releasesRoute } from './testing/releases';
import type * as PlatformTabsModule from './components/PlatformTabs';

installBrowserApis();

jest.mock('./components/PlatformTabs', () => {
  const actual = jest.requireActual<typeof PlatformTabsModule>('./components/PlatformTabs');
  return { ...actual, PlatformTabs: jest.fn(actual.PlatformTabs) };
});

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const RELEASE_PATHS = ['/api/releases', '/api/releases/fake-versions'];

/** /en/download/app as the site server renders it, with the data it read from the api. */
function serverHtml(pageData: PageData): Promise<string> {
  const props: ShellProps = { ...createFakeShellProps({ routes: releasesRoute() }), pageData };
  props.i18n.addResourceBundle('en', 'download', en, true, true);
  return renderOnServer(apps.download, props, '/en/download/app');
}

/** Mounts the section over the server's HTML (a phone's); `heading` is the server's page heading, to tell whether it was kept. */
async function mountOver(html: string, pageData: PageData) {
  const props: FakeShellProps = { ...createFakeShellProps({ routes: releasesRoute() }), pageData };
  const { heading, serverElements } = await mountOverServerHtml(apps.download, 'download', html, props, 'mobile');
  return { props, heading, serverElements };
}

describe('the download page hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();
  let restoreUserAgent = () => {};

  beforeEach(() => {
    window.history.replaceState(null, '', '/en/download/app');
    restoreUserAgent = setUserAgent(IPHONE_UA);
  });

  afterEach(() => {
    restoreUserAgent();
  });
  unmountAfterEach(apps.download, 'download');

  it('opens on the platform of the request and shows its releases, which the browser neither asks for again nor switches away from', async () => {
    const pageData = await loadDownloadPageData(createFakeShellProps({ routes: releasesRoute() }).api, IPHONE_UA, 'en');
    const html = await serverHtml(pageData);
    expect(html).toMatch(/aria-selected="true"[^>]*>(<[^>]+>)*iOS/);
    expect(html).toContain('Download on the App Store');

    jest.mocked(PlatformTabs).mockClear();
    const { props, heading } = await mountOver(html, pageData);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading?.isConnected).toBe(true);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('iOS');
    // The browser's hints of this phone lead to the server's choices: the page is not rendered again for them.
    expect(PlatformTabs).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Download on the App Store/ })).toBeInTheDocument();
    expect(props.http.requests.filter((request) => RELEASE_PATHS.includes(request.path))).toEqual([]);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('draws the QR code from the codes the page came with: the server’s drawing is hydrated, not drawn again', async () => {
    const pageData = await loadDownloadPageData(createFakeShellProps({ routes: releasesRoute() }).api, IPHONE_UA, 'en');
    const appStore = RELEASES.find((release) => release.platform === 'ios')!.url;
    expect(renderedQrCodes(pageData)).toHaveProperty([appStore]);
    const html = await serverHtml(pageData);
    expect(html).toContain(`d="${qrPath(renderedQrCodes(pageData)[appStore])}"`);

    const { serverElements } = await mountOver(html, pageData);
    const serverCode = serverElements.find((element) => element.getAttribute('data-testid') === 'qr-code');
    await waitFor(() => expect(document.querySelectorAll(`.${LATE_HYDRATION_CLASS}:not([${HYDRATED_ATTRIBUTE}])`)).toHaveLength(0));
    expect(screen.getByRole('img', { name: 'QR code that opens the App Store download' })).toBe(serverCode);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('without them (the api failed on the server): hydrates the loading state, then loads', async () => {
    const pageData = { ...(await loadDownloadPageData(createFakeShellProps({ routes: {} }).api, IPHONE_UA, 'en')) };
    const html = await serverHtml(pageData);
    const { props } = await mountOver(html, pageData);
    expect(await screen.findByRole('link', { name: /Download on the App Store/ })).toBeInTheDocument();
    expect(props.http.requests.filter((request) => request.path === '/api/releases')).toHaveLength(1);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
