import { Component, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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

/** single-spa lifecycles of one section, with the shell's props, i18n, router and an error boundary. */
export function createSectionApp({ App, namespace, loadLocale, router = true }: SectionAppOptions): LifeCycles<ShellProps> {
  function Root(props: ShellProps) {
    const app = <App />;
    return (
      <ShellContext.Provider value={props}>
        <I18nextProvider i18n={props.i18n} defaultNS={namespace}>
          <SectionBoundary>{router ? <LocalizedRouter props={props}>{app}</LocalizedRouter> : app}</SectionBoundary>
        </I18nextProvider>
      </ShellContext.Provider>
    );
  }
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (_error, _info, props) => (
      <I18nextProvider i18n={props.i18n}>
        <SectionError onRetry={() => window.location.reload()} />
      </I18nextProvider>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [(props: ShellProps) => addRemoteLocales(props.i18n, namespace, loadLocale).then(() => undefined), lifecycles.mount].flat(),
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as LifeCycles<ShellProps>;
}
