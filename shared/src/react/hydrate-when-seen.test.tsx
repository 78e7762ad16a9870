/** @jest-environment jsdom */
import { act, useCallback, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HYDRATED_ATTRIBUTE } from '../contracts/prerender';
import { HydrateWhenSeen } from './hydrate-when-seen';
import { hydrateWithServerSnapshots } from '../testing/server-html';

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
  const { root, recoverable } = await hydrateWithServerSnapshots(container, <Page />, { inTransition });
  return { container, serverButton, recoverable, root };
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

  describe('a form in the region', () => {
    // Whatever a test did, React never dropped the server's HTML of the form (a mismatch is recoverable, and silent).
    let recoverableOfForm: unknown[] = [];
    afterEach(() => expect(recoverableOfForm).toEqual([]));
    function Fields() {
      const [name, setName] = useState('');
      const [note, setNote] = useState('');
      const [agreed, setAgreed] = useState(false);
      const [plan, setPlan] = useState('free');
      const [network, setNetwork] = useState('');
      return (
        <main>
          <HydrateWhenSeen>
            <form>
              <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
              <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
              <input type="checkbox" aria-label="Agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              {['free', 'paid'].map((value) => (
                <input key={value} type="radio" name="plan" aria-label={value} value={value} checked={plan === value} onChange={() => setPlan(value)} />
              ))}
              <select aria-label="Network" value={network} onChange={(event) => setNetwork(event.target.value)}>
                <option value="">Choose</option>
                <option value="bsc">BNB Smart Chain</option>
              </select>
              <output>{JSON.stringify({ name, note, agreed, plan, network })}</output>
            </form>
          </HydrateWhenSeen>
        </main>
      );
    }

    /** `page` as the server sent it, changed by `beforeHydration` as a visitor or the browser would, then hydrated as the shell does. */
    async function hydrateFromServer(page: ReactElement, beforeHydration: (container: HTMLElement) => void = () => {}) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.replaceChildren(container);
      beforeHydration(container);
      const { root, recoverable } = await hydrateWithServerSnapshots(container, page);
      recoverableOfForm = recoverable;
      return { container, root };
    }

    async function hydrateServerForm(beforeHydration?: (container: HTMLElement) => void) {
      const { container, root } = await hydrateFromServer(<Fields />, beforeHydration);
      const state = () => JSON.parse(container.querySelector('output')!.textContent!) as object;
      return { container, root, state };
    }

    /** A key typed into a field: the browser changes its value itself, not through the `value` property a script sets. */
    function type(field: HTMLInputElement, text: string) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }

    it('keeps the keys typed right after a focus, with no moment between them for the region to hydrate', async () => {
      const { container, root, state } = await hydrateServerForm();
      const name = container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
      // Focus and keys in one go, with no moment between them for anything to settle.
      act(() => {
        name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        type(name, 'Tideway');
      });
      expect(container.querySelector('input[aria-label="Name"]')).toBe(name);
      expect(state()).toMatchObject({ name: 'Tideway' });
      act(() => root.unmount());
    });

    it('hands the form what was filled in before it hydrated (an autofill, a form restored on reload)', async () => {
      const { root, state } = await hydrateServerForm((container) => {
        container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!.value = 'Tideway';
        container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Low fees';
        container.querySelector<HTMLInputElement>('input[aria-label="Agreed"]')!.checked = true;
        container.querySelector<HTMLInputElement>('input[aria-label="paid"]')!.checked = true;
        container.querySelector('select')!.value = 'bsc';
      });
      expect(state()).toEqual({ name: '', note: '', agreed: false, plan: 'free', network: '' });
      await act(async () => idleCallbacks.forEach((callback) => callback()));
      expect(state()).toEqual({ name: 'Tideway', note: 'Low fees', agreed: true, plan: 'paid', network: 'bsc' });
      act(() => root.unmount());
    });

    it('hydrates as soon as a field of it changes without a focus, and hands the form the change', async () => {
      const { container, root, state } = await hydrateServerForm();
      const select = container.querySelector('select')!;
      // A choice with no focus before it: the value changes, then its events.
      act(() => {
        select.value = 'bsc';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(container.querySelector('select')).toBe(select);
      expect(state()).toMatchObject({ network: 'bsc' });
      act(() => root.unmount());
    });

    it('shows a choice made before it hydrated whose value the page keeps above the region', async () => {
      function NetworkAbove() {
        const [network, setNetwork] = useState('');
        return (
          <main>
            <p>{network || 'none'}</p>
            <HydrateWhenSeen>
              <select aria-label="Network" value={network} onChange={(event) => setNetwork(event.target.value)}>
                <option value="">Choose</option>
                <option value="bsc">BNB Smart Chain</option>
              </select>
            </HydrateWhenSeen>
          </main>
        );
      }
      const { container, root } = await hydrateFromServer(<NetworkAbove />);
      const select = container.querySelector('select')!;
      act(() => {
        select.value = 'bsc';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      // The region passes the new value down at once: React would otherwise put back the one its props still held.
      expect(container.querySelector('p')!.textContent).toBe('bsc');
      expect(select.value).toBe('bsc');
      act(() => root.unmount());
    });

    it('hands on a change even to a field that a form library empties as it mounts (react-hook-form puts its values back)', async () => {
      function Registered() {
        const [name, setName] = useState('');
        // As react-hook-form's `register` does once per field: its form value ('') goes into the field as it mounts.
        const emptyAsMounted = useCallback((node: HTMLInputElement | null) => void (node && (node.value = '')), []);
        return (
          <main>
            <HydrateWhenSeen>
              <input aria-label="Name" ref={emptyAsMounted} onChange={(event) => setName(event.target.value)} />
            </HydrateWhenSeen>
            <output>{name}</output>
          </main>
        );
      }
      const { container, root } = await hydrateFromServer(<Registered />, (server) => {
        server.querySelector('input')!.value = 'Tideway';
      });
      await act(async () => idleCallbacks.forEach((callback) => callback()));
      expect(container.querySelector('output')!.textContent).toBe('Tideway');
      expect(container.querySelector('input')!.value).toBe('Tideway');
      act(() => root.unmount());
    });

    it('changes nothing the visitor did not change', async () => {
      const { container, root, state } = await hydrateServerForm();
      const fields = Array.from(container.querySelectorAll('input, textarea, select'));
      await act(async () => idleCallbacks.forEach((callback) => callback()));
      expect(state()).toEqual({ name: '', note: '', agreed: false, plan: 'free', network: '' });
      expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual(fields);
      act(() => root.unmount());
    });
  });
});
