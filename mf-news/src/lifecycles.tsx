import type { LifeCycleFn } from 'single-spa';
import { CONTRACT_VERSION, type RemoteLifecyclesModule, type ShellProps } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { App } from './App';
import { endNewsSession, startNewsSession } from './state/section-session';

export const contractVersion = CONTRACT_VERSION;

const section = createSectionApp({ App, namespace: 'news', loadLocale: (lang) => import(`./locales/${lang}.json`) });

const steps = (lifecycle: LifeCycleFn<ShellProps> | LifeCycleFn<ShellProps>[]) => [lifecycle].flat();

export const apps: RemoteLifecyclesModule['apps'] = {
  news: {
    ...section,
    mount: [
      async (props: ShellProps) => {
        startNewsSession(props);
      },
      ...steps(section.mount),
    ],
    unmount: [
      ...steps(section.unmount),
      async () => {
        endNewsSession();
      },
    ],
  },
};
