import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { App } from './App';
import { createDonateParcel } from './donate/donate-parcel';

export const contractVersion = CONTRACT_VERSION;

const NAMESPACE = 'submit';
const loadLocale = (lang: string) => import(`./locales/${lang}.json`);

export const apps: RemoteLifecyclesModule['apps'] = {
  submit: createSectionApp({ App, namespace: NAMESPACE, loadLocale }),
};

export const parcels: NonNullable<RemoteLifecyclesModule['parcels']> = {
  donate: createDonateParcel(NAMESPACE, loadLocale),
};
