import type { LifeCycleFn } from 'single-spa';
import { CONTRACT_VERSION, type RemoteLifecyclesModule, type ShellProps } from '@tp/shared';
import { createSectionApp } from '@tp/shared/react';
import { App } from './App';
import { endNewsSession, startNewsSession } from './state/section-session';

export const contractVersion = CONTRACT_VERSION;

// The news list's first render in the browser does not yet match the server's (React reports #418 on /en/news):
// until it does, the section renders anew over the server's HTML, as it did over the first screen.
const section = createSectionApp({ App, namespace: 'news', loadLocale: (lang) => import(`./locales/${lang}.json`), hydrate: false });

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
