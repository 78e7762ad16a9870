/** @jest-environment jsdom */
import { act, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HYDRATED_ATTRIBUTE } from '../contracts/prerender';
import { HydrateWhenSeen } from './hydrate-when-seen';
import { ServerSnapshots } from './use-observable';

/** IntersectionObserver and requestIdleCallback, driven by the test. */
const observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
const idleCallbacks: Array<() => void> = [];
beforeEach(() => {
  observed.length = 0;
  idleCallbacks.length = 0;
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    cancelIdleCallback: () => {},
  });
});

const seen = (element: Element) =>
  act(async () => observed.filter((entry) => entry.element === element).forEach(({ callback }) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <main>
      <h1 onClick={() => setRenders((n) => n + 1)}>Top {renders}</h1>
      <HydrateWhenSeen>
        <section>
          <Counter label={`Below ${renders}`} />
        </section>
      </HydrateWhenSeen>
    </main>
  );
}

/** The page as the server sent it, hydrated as the shell does (with the server snapshots), recoverable errors kept. */
async function hydrateServerPage({ inTransition = false } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  const serverButton = container.querySelector('button')!;
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  const hydrate = () => {
    root = hydrateRoot(
      container,
      <ServerSnapshots.Provider value={new Map()}>
        <Page />
      </ServerSnapshots.Provider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  };
  await act(async () => (inTransition ? startTransition(hydrate) : hydrate()));
  return { container, serverButton, recoverable, root: root! };
}

describe('a region that hydrates when seen', () => {
  it('is in the server’s HTML', () => {
    expect(renderToString(<Page />)).toContain('Below 0');
  });

  it('keeps the server’s HTML, inert, until it comes into view; then hydrates it in place', async () => {
    const { container, serverButton, recoverable, root } = await hydrateServerPage();
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Below 0 0');

    await seen(serverButton.closest('section')!);
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Below 0 1');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });

  it('hydrates when the browser is first idle, whether seen or not', async () => {
    const { serverButton, recoverable, root } = await hydrateServerPage();
    await act(async () => idleCallbacks.forEach((callback) => callback()));
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Below 0 1');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });

  it('hydrates at once when the visitor reaches into it, so what they type or choose there is kept', async () => {
    for (const reach of [new FocusEvent('focusin', { bubbles: true }), new Event('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { bubbles: true, key: 'a' })]) {
      const { serverButton, recoverable, root } = await hydrateServerPage();
      await act(async () => serverButton.dispatchEvent(reach));
      await act(async () => serverButton.click());
      expect({ reach: reach.type, text: serverButton.textContent }).toEqual({ reach: reach.type, text: 'Below 0 1' });
      expect(recoverable).toEqual([]);
      act(() => root.unmount());
    }
  });

  it('marks its element once its content is hydrated, and not before', async () => {
    const { serverButton, root } = await hydrateServerPage();
    const region = serverButton.closest('section')!.parentElement!;
    expect(region.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    await seen(serverButton.closest('section')!);
    expect(region.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    act(() => root.unmount());
  });

  it('takes no update from the page before it hydrates, so its server HTML is never dropped; the update follows after', async () => {
    const { container, serverButton, recoverable, root } = await hydrateServerPage();
    // A click on the page above the region: a discrete, urgent update.
    act(() => container.querySelector('h1')!.click());
    expect(container.querySelector('h1')!.textContent).toBe('Top 1');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Below 0 0');

    await seen(serverButton.closest('section')!);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Below 1 0');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });

  it('hydrated in a transition, as the sections are, keeps the server’s HTML of the region whether it opens when seen, idle or reached', async () => {
    for (const open of ['seen', 'idle', 'update first'] as const) {
      const { container, serverButton, recoverable, root } = await hydrateServerPage({ inTransition: true });
      if (open === 'update first') act(() => container.querySelector('h1')!.click());
      if (open === 'idle') await act(async () => idleCallbacks.forEach((callback) => callback()));
      else await seen(serverButton.closest('section')!);
      expect({ open, kept: container.querySelector('button') === serverButton }).toEqual({ open, kept: true });
      await act(async () => serverButton.click());
      expect(serverButton.textContent).toBe(open === 'update first' ? 'Below 1 1' : 'Below 0 1');
      expect(recoverable).toEqual([]);
      act(() => root.unmount());
    }
  });
});
