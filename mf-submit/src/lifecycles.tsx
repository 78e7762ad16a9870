import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { App } from './App';

export const contractVersion = CONTRACT_VERSION;

export const apps: RemoteLifecyclesModule['apps'] = {
  submit: createSectionApp({ App, namespace: 'submit', loadLocale: (lang) => import(`./locales/${lang}.json`) }),
};
