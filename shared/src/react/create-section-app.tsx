import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from '../facades/react-i18next';
import React from 'react';
import ReactDOMClient, { type Root, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from '../facades/router';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import type { ShellProps } from '../contracts/shell-props';
import { addRemoteLocales, type LocaleLoader } from '../i18n/remote-locales';
import { SectionError } from './section-error';
import { ShellContext } from './shell-context';
import { useObservableValue } from './use-observable';

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
}

/**
 * React DOM whose renders of a section are transitions: React renders them in
 * slices and yields to the browser in between, so mounting a large section is
 * no long task that would hold up a tap. The page is already painted from the
 * server's first screen, which stays until the section commits.
 */
const slicedReactDom = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
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
  function Root(props: ShellProps) {
    return <SectionTree props={props} section={section} route={(app) => <LocalizedRouter props={props}>{app}</LocalizedRouter>} />;
  }
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient: slicedReactDom as typeof ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (_error, _info, props) => (
      <I18nextProvider i18n={props.i18n}>
        <SectionError onRetry={() => window.location.reload()} />
      </I18nextProvider>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [(props: ShellProps) => addRemoteLocales(props.i18n, section.namespace, section.loadLocale).then(() => undefined), lifecycles.mount].flat(),
    unmount: lifecycles.unmount,
    update: lifecycles.update,
    section,
  } as SectionLifecycles;
}
