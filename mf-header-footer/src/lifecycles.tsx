import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { Footer, Header } from './App';
import { NAMESPACE } from './locales/namespace';

export const contractVersion = CONTRACT_VERSION;

const loadLocale = (lang: string) => import(`./locales/${lang}.json`);

// No router: both render on every page, even a 404 whose language fits no basename.
export const apps: RemoteLifecyclesModule['apps'] = {
  header: createSectionApp({ App: Header, namespace: NAMESPACE, loadLocale, router: false }),
  footer: createSectionApp({ App: Footer, namespace: NAMESPACE, loadLocale, router: false }),
};
