import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { App, preloadPage } from './App';

export const contractVersion = CONTRACT_VERSION;

export const apps: RemoteLifecyclesModule['apps'] = {
  dappstore: createSectionApp({ App, namespace: 'dappstore', loadLocale: (lang) => import(`./locales/${lang}.json`), preload: preloadPage }),
};
