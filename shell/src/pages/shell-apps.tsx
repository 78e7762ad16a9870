import type { LifeCycles } from 'single-spa';
import { COMMON_NAMESPACE, createSectionApp, loadCommonLocale, SectionError } from '@tp/shared/react';
import type { ShellProps } from '@tp/shared';
import { NotFoundPage } from './NotFoundPage';

/** The shell's own 404 application. */
export const notFoundApp: LifeCycles<ShellProps> = createSectionApp({
  App: NotFoundPage,
  namespace: COMMON_NAMESPACE,
  loadLocale: loadCommonLocale,
  router: false,
});

/** Stands in for an application whose remote could not be loaded. */
export function unavailableApp(retry: () => void): LifeCycles<ShellProps> {
  return createSectionApp({
    App: () => <SectionError kind="unavailable" onRetry={retry} />,
    namespace: COMMON_NAMESPACE,
    loadLocale: loadCommonLocale,
    router: false,
  });
}
