import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from '../facades/react-i18next';
import React from 'react';
import ReactDOMClient, { type HydrationOptions, type Root, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from '../facades/router';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { blockchainsOf, pageDataKey } from '../contracts/page-data';
import { SERVER_RENDER_ATTRIBUTE, serverRenderState } from '../contracts/prerender';
import type { ShellProps } from '../contracts/shell-props';
import { keepWrittenTexts } from '../i18n/written-texts';
import { addRemoteLocales, type LocaleLoader } from '../i18n/remote-locales';
import { SectionError } from './section-error';
import { ShellContext } from './shell-context';
import { PrerenderLocationContext } from './site-location';
import { ServerSnapshots, useObservableValue } from './use-observable';

interface SectionBoundaryState {
  failed: boolean;
}

/** Keeps a throwing section inside its own slot, with a retry. */
class SectionBoundary extends Component<{ children: ReactNode }, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Section failed while rendering', error);
  }

  override render() {
    if (this.state.failed) return <SectionError onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

/** React Router with basename `/{lang}`, rebuilt when the language changes. */
function LocalizedRouter({ props, children }: { props: ShellProps; children: ReactNode }) {
  const lang = useObservableValue(props.lang$);
  return (
    <BrowserRouter key={lang} basename={`/${lang}`}>
      {children}
    </BrowserRouter>
  );
}

export interface SectionAppOptions {
  /** The section's root component; it reads the shell with `useShell()`. */
  App: ComponentType;
  /** i18next namespace of the section's strings. */
  namespace: string;
  /** Loads one locale's strings, e.g. `(lang) => import(\`./locales/${lang}.json\`)`. */
  loadLocale: LocaleLoader;
  /** Wrap in a router with basename `/{lang}` (false for header and footer, which use links of their own). */
  router?: boolean;
  /**
   * Loads the code the page at this address (path and query, language
   * included) renders lazily (`lazyComponent`), so the section's hydration
   * reaches it without suspending. Awaited before a hydration only.
   */
  preload?: (address: string) => Promise<unknown>;
}

/** How a section fills its slot: hydrate the server's render of it, or render anew over a first screen or an empty slot. */
export type MountMode = 'hydrateRoot' | 'createRoot';

/**
 * Hydrate only what the site server rendered with the page's data (it marks
 * that slot); a first screen built ahead of time, the not-found page or an
 * empty slot is replaced, as is every later mount after a navigation.
 */
export function mountModeOf(slot: Element | null | undefined): MountMode {
  return slot?.hasAttribute(SERVER_RENDER_ATTRIBUTE) ? 'hydrateRoot' : 'createRoot';
}

/** The slot single-spa mounts an application in (the shell's `domElementGetter` prop). */
function slotOf(props: ShellProps): HTMLElement | null {
  const getter = (props as ShellProps & { domElementGetter?: () => HTMLElement }).domElementGetter;
  return getter ? getter() : null;
}

/** The values the server rendered a slot with, by the shell subject each stands for. */
function serverSnapshotsOf(props: ShellProps, slot: HTMLElement): ReadonlyMap<object, unknown> {
  const marked = slot.getAttribute(SERVER_RENDER_ATTRIBUTE);
  const state = serverRenderState(marked === 'mobile' ? 'mobile' : 'web');
  return new Map<object, unknown>([
    [props.theme$, state.theme],
    [props.device$, state.device],
    [props.online$, state.online],
    [props.chains$, blockchainsOf(props.pageData) ?? state.chains],
    [props.tokenProtocols$, state.tokenProtocols],
    [props.footerVisible$, state.footerVisible],
  ]);
}

/**
 * React DOM whose renders of a section are transitions: React renders them in
 * slices and yields to the browser in between, so mounting or hydrating a
 * large section is no long task that would hold up a tap. The page is already
 * painted from the server's HTML, which stays until the section commits (a
 * new render) or is kept and brought to life (hydration).
 */
const slicedReactDom = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
  hydrateRoot(container: Element | Document, children: ReactNode, options?: HydrationOptions): Root {
    let root: Root | undefined;
    // Started inside a transition, the hydration runs at a transition's priority: sliced, and interruptible by input.
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    const hydrated = root!;
    return {
      render: (next) => startTransition(() => hydrated.render(next)),
      unmount: () => hydrated.unmount(),
    };
  },
};

/** A section's lifecycles, with the options it was made from, so its first screen can be rendered ahead of time. */
export type SectionLifecycles = LifeCycles<ShellProps> & { readonly section: SectionAppOptions };

interface SectionTreeProps {
  props: ShellProps;
  section: SectionAppOptions;
  /** Puts the app inside its router; the browser and the ahead-of-time render each bring their own. */
  route: (app: ReactNode) => ReactNode;
}

/** The section inside the shell's context, i18n and error boundary: the same tree in the browser and ahead of time. */
export function SectionTree({ props, section: { App, namespace, router = true }, route }: SectionTreeProps) {
  const app = <App />;
  return (
    <ShellContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={namespace}>
        <SectionBoundary>{router ? route(app) : app}</SectionBoundary>
      </I18nextProvider>
    </ShellContext.Provider>
  );
}

/** single-spa lifecycles of one section, with the shell's props, i18n, router and an error boundary. */
export function createSectionApp(section: SectionAppOptions): SectionLifecycles {
  // Decided at each mount, before single-spa-react renders: an application is mounted once at a time.
  let mode: MountMode = 'createRoot';
  let serverSnapshots: ReadonlyMap<object, unknown> | null = null;
  let serverLocation = '/';
  let hydratingSlot: HTMLElement | null = null;

  function Root(props: ShellProps) {
    return (
      <ServerSnapshots.Provider value={serverSnapshots}>
        <PrerenderLocationContext.Provider value={serverLocation}>
          <SectionTree props={props} section={section} route={(app) => <LocalizedRouter props={props}>{app}</LocalizedRouter>} />
        </PrerenderLocationContext.Provider>
      </ServerSnapshots.Provider>
    );
  }
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient: slicedReactDom as unknown as typeof ReactDOMClient,
    renderType: () => mode,
    rootComponent: Root,
    errorBoundary: (_error, _info, props) => (
      <I18nextProvider i18n={props.i18n}>
        <SectionError onRetry={() => window.location.reload()} />
      </I18nextProvider>
    ),
  });
  const chooseMount = async (props: ShellProps) => {
    const slot = slotOf(props);
    mode = mountModeOf(slot);
    hydratingSlot = mode === 'hydrateRoot' ? slot : null;
    serverSnapshots = hydratingSlot ? serverSnapshotsOf(props, hydratingSlot) : null;
    // The server rendered the address the page was loaded at.
    serverLocation = window.location.pathname + window.location.search;
    const texts = props.pageData?.[pageDataKey.writtenTexts(props.lang$.getValue())];
    if (typeof texts === 'object' && texts !== null) keepWrittenTexts(texts as Record<string, unknown>);
    // A failed load leaves the part to load when it renders, with its own fallback and error handling.
    if (mode === 'hydrateRoot') await section.preload?.(serverLocation).catch(() => undefined);
  };
  const markHydrated = async () => {
    hydratingSlot?.removeAttribute(SERVER_RENDER_ATTRIBUTE);
    hydratingSlot = null;
  };
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [
      (props: ShellProps) => addRemoteLocales(props.i18n, section.namespace, section.loadLocale).then(() => undefined),
      chooseMount,
      lifecycles.mount,
      markHydrated,
    ].flat(),
    unmount: lifecycles.unmount,
    update: lifecycles.update,
    section,
  } as SectionLifecycles;
}
