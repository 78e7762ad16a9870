import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '@tp/shared/facades/react-i18next';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { navigateToUrl, setMountMaxTime, start } from 'single-spa';
import {
  addRemoteLocales,
  ApiClient,
  CONTRACT_VERSION,
  createBus,
  createHttpClient,
  createSiteI18n,
  DEFAULT_LOCALE,
  parsePath,
  remoteEntryScript,
  siteSettingsOf,
  type ShellProps,
} from '@tp/shared';
import { COMMON_NAMESPACE, loadCommonLocale, ShellContext } from '@tp/shared/react';
import { readPageData } from '@tp/shared/stored/page-data';
import { TOKEN_PROTOCOLS_CACHE_KEY, tokenProtocolsCacheFormat } from '@tp/shared/stored/start-data-cache';
import { beaconSink, trackPageViews } from './analytics';
import { registerApps, type AppFailure } from './apps';
import { installChunkReload } from './chunk-reload';
import { Overlays } from './components/Overlays';
import { startLoadingBar } from './loading-bar';
import { followPageTitle, loadShellLocale, SHELL_NAMESPACE } from './page-title';
import { ErrorPage, ErrorPageBoundary } from './pages/ErrorPage';
import { decideRegistry, readInlinedRegistry } from './registry';
import { loadLifecyclesModule } from './remote-loader';
import { createCachedValue, createChains } from './state/cached-list';
import { createDevice } from './state/device';
import { createFooterVisibility } from './state/footer';
import { createOnline } from './state/online';
import { createTheme } from './state/theme';
import { showDocumentLanguage } from './document-language';
import { yieldToBrowser } from './yield-to-browser';

declare global {
  interface Window {
    /** Set by the site server when an analytics endpoint is configured; analytics is off otherwise. */
    __TP_ANALYTICS_URL__?: string;
  }
}

const MOUNT_REPORTED_AFTER_MS = 15_000;

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page has no #${id}`);
  return found;
}

/** The language and the path after it, kept current on every route change. */
function trackLocation() {
  const initial = parsePath(window.location.pathname);
  const lang$ = new BehaviorSubject(initial.lang ?? DEFAULT_LOCALE);
  const rest$ = new BehaviorSubject(initial.rest);
  window.addEventListener('single-spa:before-routing-event', () => {
    const { lang, rest } = parsePath(window.location.pathname);
    if (lang && lang !== lang$.getValue()) lang$.next(lang);
    if (rest !== rest$.getValue()) rest$.next(rest);
  });
  return { lang$, rest$ };
}

/**
 * A link followed inside the site starts at the top of the new page, as a page
 * load would; back and forward keep the browser's own scroll restoration.
 */
function navigateToNewPage(url: string): void {
  navigateToUrl(url);
  if (!url.includes('#')) window.scrollTo({ top: 0 });
}

/**
 * Starts the site. It runs while the page loads on a phone, so its stages are
 * tasks of their own (`yieldToBrowser`): no stage holds up a tap for long.
 */
async function boot(): Promise<void> {
  installChunkReload();
  const { accepted, refused } = decideRegistry(readInlinedRegistry());
  registerRemotes(accepted.map((remote) => ({ name: remote.name, entry: remoteEntryScript(remote) })));
  await yieldToBrowser();

  const { lang$, rest$ } = trackLocation();
  const i18n = createSiteI18n(lang$.getValue());
  await Promise.all([
    addRemoteLocales(i18n, COMMON_NAMESPACE, loadCommonLocale),
    addRemoteLocales(i18n, SHELL_NAMESPACE, loadShellLocale),
  ]);
  await yieldToBrowser();
  lang$.subscribe((lang) => {
    showDocumentLanguage(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  });

  const bus = createBus();
  const api = new ApiClient(createHttpClient({ baseUrl: '', lang: () => lang$.getValue() }));
  const footerVisible$ = createFooterVisibility(bus, rest$);
  const footer = element('tp-footer');
  footerVisible$.subscribe((visible) => (footer.hidden = !visible));

  const pageData = readPageData(document);
  const site = siteSettingsOf(pageData);
  if (!site) throw new Error('The page carries no site settings');
  // Each state's first subscription runs rxjs's operators for the first time (compiled as they first run):
  // together with the page's data, one task of 50-60 ms on the mobile profile.
  await yieldToBrowser();
  const theme$ = createTheme();
  const device$ = createDevice();
  const online$ = createOnline();
  await yieldToBrowser();
  const props: ShellProps = {
    contractVersion: CONTRACT_VERSION,
    lang$,
    theme$,
    device$,
    online$,
    chains$: createChains(pageData, api),
    tokenProtocols$: createCachedValue(TOKEN_PROTOCOLS_CACHE_KEY, tokenProtocolsCacheFormat, () => api.tokenProtocolMap(), {}),
    footerVisible$,
    bus,
    i18n,
    api,
    // What the server rendered this page with: the sections' first render shows it without asking the api again.
    pageData,
    site,
    navigate: navigateToNewPage,
  };

  const reported = new Set<string>();
  const reportFailure = ({ remote, app, error }: AppFailure) => {
    bus.emit({ type: 'remote:failed', remote, reason: error instanceof Error ? error.message : String(error) });
    if (reported.has(remote)) return;
    reported.add(remote);
    console.error(`Section "${app}" is unavailable: ${remote} could not be loaded`, error);
  };

  await yieldToBrowser();
  startLoadingBar(bus, element('tp-loading-bar'));
  const sink = window.__TP_ANALYTICS_URL__ ? beaconSink(window.__TP_ANALYTICS_URL__) : null;
  trackPageViews(bus, () => lang$.getValue(), sink);
  await yieldToBrowser();
  followPageTitle(i18n, rest$);
  await yieldToBrowser();
  registerApps(props, new Set(refused.map((remote) => remote.name)), reportFailure);

  const loadDonateParcel = async () => {
    const donate = (await loadLifecyclesModule('mf_submit')).parcels?.donate;
    if (!donate) throw new Error('mf_submit exposes no donate parcel');
    return donate;
  };
  await yieldToBrowser();
  const overlays = createRoot(element('tp-overlays'));
  // Nothing of it shows before it is needed: a transition, which React renders in slices, not one task.
  startTransition(() =>
    overlays.render(
      <ShellContext.Provider value={props}>
        <I18nextProvider i18n={i18n}>
          <Overlays loadDonateParcel={loadDonateParcel} />
        </I18nextProvider>
      </ShellContext.Provider>,
    ),
  );

  // A mount fetches the section's strings over the visitor's network, which can take seconds on a slow one:
  // no error for that (single-spa's default is 3 s); genuine failures are the guarded lifecycles' business.
  setMountMaxTime(MOUNT_REPORTED_AFTER_MS, false, MOUNT_REPORTED_AFTER_MS / 3);
  await yieldToBrowser();
  start({ urlRerouteOnly: true });
}

/** Starts the site, or shows the error page in the section's place when it cannot start. */
export function startSite(): Promise<void> {
  return boot().catch((error: unknown) => {
    console.error('The site could not start', error);
    const lang = parsePath(window.location.pathname).lang ?? DEFAULT_LOCALE;
    const home = `/${lang}`;
    const i18n = createSiteI18n(lang);
    void addRemoteLocales(i18n, COMMON_NAMESPACE, loadCommonLocale).finally(() =>
      createRoot(element('tp-main')).render(
        <ErrorPageBoundary home={home}>
          <I18nextProvider i18n={i18n}>
            <ErrorPage home={home} />
          </I18nextProvider>
        </ErrorPageBoundary>,
      ),
    );
  });
}
