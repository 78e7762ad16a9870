import { mountRootParcel } from 'single-spa';
import * as remote from 'tp-remote-lifecycles';
import { addRemoteLocales, ApiClient, createHttpClient, type RemoteLifecyclesModule } from '../../src/index';
import { COMMON_NAMESPACE, loadCommonLocale } from '../../src/react/index';
import { createFakeShellProps } from '../../src/testing/index';

declare const __TP_REAL_API__: boolean;

/**
 * A section team's page: the remote's applications mounted alone, with fake
 * shell props, so the remote runs without the shell (`pnpm --filter <remote> dev`).
 */
async function mountStandalone(): Promise<void> {
  if (!/^\/[a-z-]+/.test(window.location.pathname)) window.history.replaceState(null, '', '/en');
  const fake = createFakeShellProps();
  const props = __TP_REAL_API__
    ? { ...fake, api: new ApiClient(createHttpClient({ baseUrl: '', lang: () => fake.lang$.getValue() })) }
    : fake;
  await addRemoteLocales(props.i18n, COMMON_NAMESPACE, loadCommonLocale);
  const module = remote as unknown as RemoteLifecyclesModule;
  for (const [name, lifecycles] of Object.entries(module.apps)) {
    const domElement = document.createElement('div');
    domElement.id = `standalone-${name}`;
    document.body.appendChild(domElement);
    mountRootParcel({ name, ...lifecycles }, { ...props, domElement });
  }
}

void mountStandalone();
