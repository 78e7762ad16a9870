import { StaticRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import * as remote from 'tp-remote-lifecycles';
import {
  addRemoteLocales,
  ApiClient,
  blockchainsOf,
  CONTRACT_VERSION,
  createBus,
  createSiteI18n,
  serverRenderState,
  type Blockchain,
  type DeviceSize,
  type Locale,
  type PageData,
  type PrerenderDevice,
  siteSettingsOf,
  type RemoteLifecyclesModule,
  type ServerRenderRequest,
  type ShellProps,
  type Theme,
  type TokenProtocolMap,
} from '../../src/index';
import { provideServerWindow } from '../../src/content/server-dom';
import { COMMON_NAMESPACE, loadCommonLocale, PrerenderLocationContext, SectionTree, type SectionLifecycles } from '../../src/react/index';
import { renderToHtml } from './render-to-html';

/** An api that is never called: effects do not run on the server; data comes with the request (pageData) or shows in its loading state. */
const unavailable = () => Promise.reject(new Error('There is no api ahead of time'));
const NO_API = new ApiClient({ get: unavailable, post: unavailable, postForm: unavailable });

/** The shell's props as a first visit sees them: light theme, no cached lists, the page's data (the site settings at least). */
async function propsFor(lang: Locale, device: PrerenderDevice, pageData: PageData): Promise<ShellProps> {
  const site = siteSettingsOf(pageData);
  if (!site) throw new Error('A page is rendered with the site settings in its data: none were given');
  const i18n = createSiteI18n(lang);
  await addRemoteLocales(i18n, COMMON_NAMESPACE, loadCommonLocale);
  const state = serverRenderState(device);
  return {
    contractVersion: CONTRACT_VERSION,
    lang$: new BehaviorSubject(lang),
    theme$: new BehaviorSubject<Theme>(state.theme),
    device$: new BehaviorSubject<DeviceSize>(state.device),
    online$: new BehaviorSubject<boolean>(state.online),
    chains$: new BehaviorSubject<readonly Blockchain[]>(blockchainsOf(pageData) ?? state.chains),
    tokenProtocols$: new BehaviorSubject<TokenProtocolMap>(state.tokenProtocols),
    footerVisible$: new BehaviorSubject<boolean>(state.footerVisible),
    bus: createBus(),
    i18n,
    api: NO_API,
    site,
    pageData,
    navigate: () => {},
  };
}

/** The remote's applications that can be rendered ahead of time (made with createSectionApp). */
export const apps: readonly string[] = Object.entries(remote.apps as RemoteLifecyclesModule['apps'])
  .filter(([, lifecycles]) => 'section' in lifecycles)
  .map(([name]) => name);


/**
 * Renders one application for a page: at build time without data (its first
 * screen: what the browser's first render shows before any data or stored
 * preference is read), at request time with the data the page shows.
 */
export async function render(app: string, request: ServerRenderRequest): Promise<string> {
  const { lang, device, rest, search = '', pageData = {} } = request;
  if (request.window) provideServerWindow(request.window as Window);
  const { section } = remote.apps[app] as SectionLifecycles;
  const props = await propsFor(lang, device, pageData);
  await addRemoteLocales(props.i18n, section.namespace, section.loadLocale);
  const url = `${rest ? `/${lang}/${rest}` : `/${lang}`}${search}`;
  return renderToHtml(
    <PrerenderLocationContext.Provider value={url}>
      <SectionTree
        props={props}
        section={section}
        route={(app) => (
          <StaticRouter basename={`/${lang}`} location={url}>
            {app}
          </StaticRouter>
        )}
      />
    </PrerenderLocationContext.Provider>,
  );
}
