import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from '@tp/shared/facades/react-i18next';
import singleSpaReact from 'single-spa-react';
import type { ParcelConfig } from 'single-spa';
import type { DonateParcelProps } from '@tp/shared';
import { addRemoteLocales, type LocaleLoader } from '@tp/shared';
import { SectionError, ShellContext } from '@tp/shared/react';

/**
 * The donate panel as a single-spa parcel: the shell's dialog mounts it on
 * `donate:open`, so any section can ask for a donation. The panel's code and
 * strings load only when a dialog opens.
 */
export function createDonateParcel(namespace: string, loadLocale: LocaleLoader): ParcelConfig<DonateParcelProps> {
  const lifecycles = singleSpaReact<DonateParcelProps>({
    React,
    ReactDOMClient,
    loadRootComponent: () =>
      import('./DonatePanel').then(({ DonatePanel }) => {
        // single-spa-react types root props as optional; the shell always passes them.
        function DonateRoot(props?: DonateParcelProps) {
          if (!props) return null;
          return (
            <ShellContext.Provider value={props}>
              <I18nextProvider i18n={props.i18n} defaultNS={namespace}>
                <DonatePanel kind={props.kind} submissionId={props.submissionId} close={props.close} />
              </I18nextProvider>
            </ShellContext.Provider>
          );
        }
        return DonateRoot;
      }),
    errorBoundary: (_error, _info, props) => (
      <I18nextProvider i18n={props.i18n}>
        <SectionError onRetry={props.close} />
      </I18nextProvider>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [(props: DonateParcelProps) => addRemoteLocales(props.i18n, namespace, loadLocale), lifecycles.mount],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as ParcelConfig<DonateParcelProps>;
}
