// Test only (uses jest and the DOM): import it as `@tp/shared/testing/server-html`.
import { waitFor } from '@testing-library/react';
import { act, startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AppProps, LifeCycles } from 'single-spa';
import { SERVER_RENDER_ATTRIBUTE, type PrerenderDevice } from '../contracts/prerender';
import type { ShellProps } from '../contracts/shell-props';
import { PrerenderLocationContext, SectionTree, ServerSnapshots, type SectionLifecycles } from '../react/index';

/**
 * A section's HTML as the site server renders it at `url` (`/en/news`) with these props (their page data). The
 * site server waits for the lazy parts; here a first render asks for them and the second finds them loaded.
 */
export async function renderOnServer(lifecycles: LifeCycles<ShellProps>, props: ShellProps, url: string): Promise<string> {
  const lang = url.split('/')[1];
  const page = (
    <PrerenderLocationContext.Provider value={url}>
      <SectionTree
        props={props}
        section={(lifecycles as SectionLifecycles).section}
        route={(app) => (
          <StaticRouter basename={`/${lang}`} location={url}>
            {app}
          </StaticRouter>
        )}
      />
    </PrerenderLocationContext.Provider>
  );
  renderToString(page);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(page);
}

/**
 * Mounts a section as single-spa does over the server's HTML (the slot marked for hydration), and waits until it
 * has hydrated. `heading` is the server's first heading and `serverElements` every element it sent, to tell whether
 * its nodes were kept.
 */
export async function mountOverServerHtml(
  lifecycles: LifeCycles<ShellProps>,
  name: string,
  html: string,
  props: ShellProps,
  device: PrerenderDevice = 'web',
): Promise<{ slot: HTMLElement; heading: Element | null; serverElements: readonly Element[] }> {
  const slot = document.createElement('div');
  slot.setAttribute(SERVER_RENDER_ATTRIBUTE, device);
  slot.innerHTML = html;
  document.body.replaceChildren(slot);
  const heading = slot.querySelector('h1');
  const serverElements = Array.from(slot.querySelectorAll('*'));
  const mountProps = { ...props, name, singleSpa: {}, mountParcel: () => {}, domElementGetter: () => slot } as unknown as ShellProps & AppProps;
  // Not inside act(): single-spa-react's mount resolves from a timer after the commit.
  for (const step of [lifecycles.bootstrap, lifecycles.mount].flat()) await step(mountProps);
  await waitFor(() => expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false));
  return { slot, heading, serverElements };
}

/** Unmounts a section mounted by `mountOverServerHtml` after each test of the file, as single-spa would on leaving it. */
export function unmountAfterEach(lifecycles: LifeCycles<ShellProps>, name: string): void {
  afterEach(async () => {
    const props = { name } as unknown as ShellProps & AppProps;
    // A test that failed before its section mounted leaves nothing to unmount.
    for (const step of [lifecycles.unmount].flat()) await step(props).catch(() => undefined);
  });
}

/**
 * Hydrates `ui` over the server's HTML already in `container` as the shell does (with the server snapshots),
 * `inTransition` as a navigation would, and keeps what React reports as recoverable (a mismatch among them).
 */
export async function hydrateWithServerSnapshots(container: Element, ui: ReactElement, { inTransition = false } = {}): Promise<{ root: Root; recoverable: unknown[] }> {
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  const hydrate = () => {
    root = hydrateRoot(container, <ServerSnapshots.Provider value={new Map()}>{ui}</ServerSnapshots.Provider>, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  };
  await act(async () => (inTransition ? startTransition(hydrate) : hydrate()));
  return { root: root!, recoverable };
}
