import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DraftAfterHydration, useDraftReadable } from './draft-after-hydration';

/** Called at each render of the form with whether it may read its draft then, and the gate. */
const rendered = jest.fn<void, [boolean, { readonly current: boolean }]>();

function Probe() {
  const readable = useDraftReadable();
  rendered(readable.current, readable);
  return <p>form</p>;
}

describe('DraftAfterHydration', () => {
  let root: Root | undefined;
  beforeEach(() => {
    window.localStorage.clear();
    rendered.mockClear();
  });
  afterEach(() => act(() => root?.unmount()));

  it('lets the form read its draft once hydrated, without rendering the form again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <DraftAfterHydration kind="dapp">
        <Probe />
      </DraftAfterHydration>,
    );
    rendered.mockClear();
    await act(async () => {
      root = hydrateRoot(
        container,
        <DraftAfterHydration kind="dapp">
          <Probe />
        </DraftAfterHydration>,
      );
    });
    // Rendered once, while hydrating, when the draft may not be read; readable since, with no render for it.
    expect(rendered.mock.calls.map(([readableThen]) => readableThen)).toEqual([false]);
    expect(rendered.mock.calls[0][1].current).toBe(true);
  });
});
