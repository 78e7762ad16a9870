import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import * as remote from 'tp-remote-lifecycles';
import {
  addRemoteLocales,
  ApiClient,
  CONTRACT_VERSION,
  createBus,
  createSiteI18n,
  type Blockchain,
  type DeviceSize,
  type Locale,
  type PrerenderDevice,
  type RemoteLifecyclesModule,
  type ShellProps,
  type Theme,
  type TokenProtocolMap,
} from '../../src/index';
import { COMMON_NAMESPACE, loadCommonLocale, PrerenderLocationContext, SectionTree, type SectionLifecycles } from '../../src/react/index';

/** An api that is never called: effects do not run ahead of time, so data shows in its loading state. */
const unavailable = () => Promise.reject(new Error('There is no api ahead of time'));
const NO_API = new ApiClient({ get: unavailable, post: unavailable, postForm: unavailable });

/** The shell's props as a first visit sees them before any data has arrived: light theme, no cached lists. */
async function propsFor(lang: Locale, device: PrerenderDevice): Promise<ShellProps> {
  const i18n = createSiteI18n(lang);
  await addRemoteLocales(i18n, COMMON_NAMESPACE, loadCommonLocale);
  return {
    contractVersion: CONTRACT_VERSION,
    lang$: new BehaviorSubject(lang),
    theme$: new BehaviorSubject<Theme>('light'),
    device$: new BehaviorSubject<DeviceSize>(device),
    online$: new BehaviorSubject(true),
    chains$: new BehaviorSubject<readonly Blockchain[]>([]),
    tokenProtocols$: new BehaviorSubject<TokenProtocolMap>({}),
    footerVisible$: new BehaviorSubject(true),
    bus: createBus(),
    i18n,
    api: NO_API,
    navigate: () => {},
  };
}

/** The remote's applications that can be rendered ahead of time (made with createSectionApp). */
export const apps: readonly string[] = Object.entries(remote.apps as RemoteLifecyclesModule['apps'])
  .filter(([, lifecycles]) => 'section' in lifecycles)
  .map(([name]) => name);

/**
 * Renders one application's first screen for a page: the HTML its first
 * render in the browser produces before any data or stored preference is read.
 */
export async function render(app: string, lang: Locale, device: PrerenderDevice, rest: string): Promise<string> {
  const { section } = remote.apps[app] as SectionLifecycles;
  const props = await propsFor(lang, device);
  await addRemoteLocales(props.i18n, section.namespace, section.loadLocale);
  const url = rest ? `/${lang}/${rest}` : `/${lang}`;
  return renderToString(
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
