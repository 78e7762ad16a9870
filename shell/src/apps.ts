import { registerApplication, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import {
  isConsolePath,
  matchRoute,
  parsePath,
  REMOTES,
  sectionForPath,
  type RemoteName,
  type SectionName,
  type ShellProps,
} from '@tp/shared';
import { guardLifecycles } from './guarded-lifecycles';
import { loadLifecyclesModule } from './remote-loader';
import { notFoundApp, unavailableApp } from './pages/shell-apps';

type AppName = 'header' | 'footer' | 'console' | SectionName;

function remoteOf(app: AppName): RemoteName {
  const found = (Object.keys(REMOTES) as RemoteName[]).find((name) =>
    (REMOTES[name].apps as readonly string[]).includes(app),
  );
  if (!found) throw new Error(`No remote provides the "${app}" application`);
  return found;
}

/** Where each application renders: header and footer have fixed slots, sections share the main one. */
function slotFor(app: string): () => HTMLElement {
  return () => {
    if (app === 'header') return document.getElementById('tp-header')!;
    if (app === 'footer') return document.getElementById('tp-footer')!;
    const id = `tp-app-${app}`;
    let slot = document.getElementById(id);
    if (!slot) {
      slot = document.createElement('div');
      slot.id = id;
      document.getElementById('tp-main')!.appendChild(slot);
    }
    return slot;
  };
}

export interface AppFailure {
  readonly remote: RemoteName;
  readonly app: string;
  readonly error: unknown;
}

/**
 * Loads one application of a remote; if the remote cannot be loaded or was
 * refused, the slot gets the translated "section unavailable" panel with a retry,
 * and the rest of the site keeps working.
 */
function loaderFor(app: AppName, refused: ReadonlySet<string>, onFailure: (failure: AppFailure) => void) {
  const remote = remoteOf(app);
  const retry = () => unloadApplication(app).then(() => triggerAppChange());
  return async (): Promise<LifeCycles<ShellProps>> => {
    try {
      if (refused.has(remote)) throw new Error(`${remote} is not available for this shell's contract`);
      const module = await loadLifecyclesModule(remote);
      const lifecycles = module.apps[app];
      if (!lifecycles) throw new Error(`${remote} does not export the "${app}" application`);
      return guardLifecycles(lifecycles, unavailableApp(retry), (error) => onFailure({ remote, app, error }));
    } catch (error) {
      onFailure({ remote, app, error });
      return unavailableApp(retry);
    }
  };
}

function isSection(section: SectionName) {
  return (location: Location) => {
    const { lang, unknownLang, rest } = parsePath(location.pathname);
    if (unknownLang) return false;
    if (!lang) return section === 'home' && rest === '';
    return sectionForPath(rest) === section;
  };
}

/** No section owns the path: an unknown language, an unmatched route, or /404 itself. */
export function isNotFound(location: Location): boolean {
  if (isConsolePath(location.pathname)) return false;
  const { lang, unknownLang, rest } = parsePath(location.pathname);
  if (unknownLang) return true;
  if (!lang) return rest !== '';
  return !matchRoute(rest);
}

const SECTIONS: readonly SectionName[] = ['home', 'dappstore', 'news', 'submit', 'download'];

export function registerApps(props: ShellProps, refused: ReadonlySet<string>, onFailure: (failure: AppFailure) => void): void {
  const customProps = (app: string) => ({ ...props, domElementGetter: slotFor(app) });
  // The operators' console has its page to itself: no site header or footer.
  const isConsole = (location: Location) => isConsolePath(location.pathname);
  for (const app of ['header', 'footer'] as const) {
    registerApplication({ name: app, app: loaderFor(app, refused, onFailure), activeWhen: (location) => !isConsole(location), customProps: customProps(app) });
  }
  registerApplication({ name: 'console', app: loaderFor('console', refused, onFailure), activeWhen: isConsole, customProps: customProps('console') });
  for (const section of SECTIONS) {
    registerApplication({
      name: section,
      app: loaderFor(section, refused, onFailure),
      activeWhen: isSection(section),
      customProps: customProps(section),
    });
  }
  registerApplication({
    name: 'not-found',
    app: async () => notFoundApp,
    activeWhen: isNotFound,
    customProps: customProps('not-found'),
  });
}
