/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import type { AppProps } from 'single-spa';
import { FIRST_SCREEN_ATTRIBUTE, SERVER_RENDER_ATTRIBUTE } from '../contracts/prerender';
import type { Blockchain, DeviceSize, Theme } from '../contracts/data';
import { blockchainsOf, pageDataKey } from '../contracts/page-data';
import { formatDate, writeDates } from '../i18n/format-date';
import type { ShellProps } from '../contracts/shell-props';
import { createFakeShellProps } from '../testing/fake-shell-props';
import { watchLifecycleErrors } from '../testing/lifecycle-errors';
import { createSectionApp, mountModeOf, SectionTree, type SectionAppOptions } from './create-section-app';
import { useDevice, useShell, useTheme } from './shell-context';
import { useObservableValue } from './use-observable';
import { PrerenderLocationContext, useSiteLocation } from './site-location';

/** Shows what a section's render depends on beyond its data: the shell's theme and device, and the address. */
function Probe() {
  const theme = useTheme();
  const device = useDevice();
  const { pathname } = useSiteLocation();
  const networks = useObservableValue(useShell().chains$);
  return (
    <article>
      <h1>Probe</h1>
      <p data-testid="state">
        {theme} {device} {pathname}
      </p>
      <p data-testid="networks">{networks.map((network) => network.ns).join(' ')}</p>
    </article>
  );
}

const section = { App: Probe, namespace: 'probe', loadLocale: async () => ({}), router: false };

const network = (ns: string): Blockchain => ({ hid: ns.length, icon: `https://static.example/${ns}.png`, title: ns.toUpperCase(), ns, chain_id: null });

/** The section as the site server renders it: a first visit's shell state, on a desktop (with the page's data, when given). */
function serverHtml(overrides: Partial<ShellProps> = {}): string {
  const serverProps = { ...createFakeShellProps({ theme$: new BehaviorSubject<Theme>('light'), device$: new BehaviorSubject<DeviceSize>('web') }), ...overrides };
  return renderToString(
    <PrerenderLocationContext.Provider value={window.location.pathname}>
      <SectionTree props={serverProps} section={section} route={(app) => app} />
    </PrerenderLocationContext.Provider>,
  );
}

function mountProps(slot: HTMLElement, overrides: Partial<ShellProps> = {}) {
  const props = createFakeShellProps(overrides);
  return { ...props, name: 'probe', singleSpa: {}, mountParcel: () => {}, domElementGetter: () => slot } as unknown as ShellProps & AppProps;
}

async function mount(slot: HTMLElement, overrides: Partial<ShellProps> = {}, sectionOverrides: Partial<SectionAppOptions> = {}) {
  const app = createSectionApp({ ...section, ...sectionOverrides });
  const props = mountProps(slot, overrides);
  // Not inside act(): single-spa-react's mount resolves from a timer after the commit.
  for (const step of [app.bootstrap, app.mount].flat()) await step(props);
  return { app, props };
}

function slotWith(html: string, attributes: Record<string, string> = {}): HTMLElement {
  const slot = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) slot.setAttribute(name, value);
  slot.innerHTML = html;
  document.body.replaceChildren(slot);
  return slot;
}

describe('how a section fills its slot', () => {
  const { reported, consoleError } = watchLifecycleErrors();

  beforeEach(() => window.history.replaceState(null, '', '/en/probe'));

  it('hydrates only a slot the server marked as its own render', () => {
    expect(mountModeOf(slotWith('<p>x</p>', { [SERVER_RENDER_ATTRIBUTE]: 'web' }))).toBe('hydrateRoot');
    expect(mountModeOf(slotWith(`<template ${FIRST_SCREEN_ATTRIBUTE}></template><p>x</p>`))).toBe('createRoot');
    expect(mountModeOf(slotWith(''))).toBe('createRoot');
    expect(mountModeOf(null)).toBe('createRoot');
  });

  it("keeps the server's nodes when it hydrates them, then shows the visitor's own theme and device without a mismatch", async () => {
    const slot = slotWith(serverHtml(), { [SERVER_RENDER_ATTRIBUTE]: 'web' });
    const serverHeading = slot.querySelector('h1');
    expect(screen.getByTestId('state')).toHaveTextContent('light web /en/probe');

    await mount(slot, { theme$: new BehaviorSubject<Theme>('dark'), device$: new BehaviorSubject<DeviceSize>('mobile') });

    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('dark mobile /en/probe'));
    expect(slot.querySelector('h1')).toBe(serverHeading);
    expect(serverHeading?.isConnected).toBe(true);
    expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('starts hydrating from the device the server rendered for, as the slot says', async () => {
    const mobileHtml = renderToString(
      <PrerenderLocationContext.Provider value={window.location.pathname}>
        <SectionTree props={createFakeShellProps({ device$: new BehaviorSubject<DeviceSize>('mobile') })} section={section} route={(app) => app} />
      </PrerenderLocationContext.Provider>,
    );
    const slot = slotWith(mobileHtml, { [SERVER_RENDER_ATTRIBUTE]: 'mobile' });
    const serverHeading = slot.querySelector('h1');

    await mount(slot, { device$: new BehaviorSubject<DeviceSize>('mobile') });

    await waitFor(() => expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false));
    expect(screen.getByTestId('state')).toHaveTextContent('light mobile /en/probe');
    expect(slot.querySelector('h1')).toBe(serverHeading);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it("hydrates the networks from the list the page came with, then shows the browser's own", async () => {
    const pageData = { [pageDataKey.blockchains()]: [network('eth'), network('bsc')] };
    const slot = slotWith(serverHtml({ pageData, chains$: new BehaviorSubject<readonly Blockchain[]>(blockchainsOf(pageData)!) }), { [SERVER_RENDER_ATTRIBUTE]: 'web' });
    const serverNetworks = screen.getByTestId('networks');
    expect(serverNetworks).toHaveTextContent('eth bsc');

    // The browser holds another list (an older copy): hydration reads the page's, then React renders the browser's.
    await mount(slot, { pageData, chains$: new BehaviorSubject<readonly Blockchain[]>([network('trx')]) });

    await waitFor(() => expect(screen.getByTestId('networks')).toHaveTextContent(/^trx$/));
    expect(screen.getByTestId('networks')).toBe(serverNetworks);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('keeps the dates the page came with written, to show them without a date format of its own', async () => {
    const options = { dateStyle: 'full', timeZone: 'UTC' } as const;
    const written = writeDates([['2021-03-04T00:00:00Z', options]], 'en');
    const pageData = { [pageDataKey.writtenTexts('en')]: Object.fromEntries(Object.keys(written).map((key) => [key, 'the server\'s text'])) };
    const slot = slotWith(serverHtml({ pageData }), { [SERVER_RENDER_ATTRIBUTE]: 'web' });
    expect(formatDate('2021-03-04T00:00:00Z', 'en', options)).toBe('Thursday, March 4, 2021');

    await mount(slot, { pageData });

    expect(formatDate('2021-03-04T00:00:00Z', 'en', options)).toBe("the server's text");
  });

  it('loads what the page shows lazily before it hydrates, and not for a render anew', async () => {
    const preloaded: string[] = [];
    let loaded = () => {};
    const preload = (address: string) => {
      preloaded.push(address);
      return new Promise<void>((resolve) => (loaded = resolve));
    };
    window.history.replaceState(null, '', '/en/probe?tab=2');
    const slot = slotWith(serverHtml(), { [SERVER_RENDER_ATTRIBUTE]: 'web' });
    const mounting = mount(slot, {}, { preload });
    await waitFor(() => expect(preloaded).toEqual(['/en/probe?tab=2']));
    expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(true);
    loaded();
    await mounting;
    expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false);

    await mount(slotWith(''), {}, { preload });
    expect(preloaded).toEqual(['/en/probe?tab=2']);
  });

  it('replaces a first screen built ahead of time, as before', async () => {
    const slot = slotWith(`<template ${FIRST_SCREEN_ATTRIBUTE}></template>${serverHtml()}`);
    const firstScreenHeading = slot.querySelector('h1');

    await mount(slot, { theme$: new BehaviorSubject<Theme>('dark') });

    await waitFor(() => expect(slot.querySelector(`template[${FIRST_SCREEN_ATTRIBUTE}]`)).toBeNull());
    expect(screen.getByTestId('state')).toHaveTextContent('dark web /en/probe');
    expect(firstScreenHeading?.isConnected).toBe(false);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('renders anew when mounted again after a navigation, though the server rendered the first visit', async () => {
    const slot = slotWith(serverHtml(), { [SERVER_RENDER_ATTRIBUTE]: 'web' });
    const { app, props } = await mount(slot);
    await waitFor(() => expect(slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)).toBe(false));
    const hydratedHeading = slot.querySelector('h1');
    for (const step of [app.unmount].flat()) await step(props);
    expect(slot.childElementCount).toBe(0);

    for (const step of [app.mount].flat()) await step(props);

    await waitFor(() => expect(slot.querySelector('h1')).not.toBeNull());
    expect(slot.querySelector('h1')).not.toBe(hydratedHeading);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
