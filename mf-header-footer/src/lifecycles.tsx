import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { Footer } from './components/Footer';
import { Header } from './components/Header';

export const contractVersion = CONTRACT_VERSION;

const loadLocale = (lang: string) => import(`./locales/${lang}.json`);

export const apps: RemoteLifecyclesModule['apps'] = {
  header: createSectionApp({ App: Header, namespace: 'headerFooter', loadLocale, router: false }),
  footer: createSectionApp({ App: Footer, namespace: 'headerFooter', loadLocale, router: false }),
};
