import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DraftAfterHydration, useDraftReadable } from './draft-after-hydration';

const seen: boolean[] = [];
let readable: { readonly current: boolean } | undefined;

function Probe() {
  readable = useDraftReadable();
  seen.push(readable.current);
  return <p>form</p>;
}

describe('DraftAfterHydration', () => {
  let root: Root | undefined;
  beforeEach(() => {
    window.localStorage.clear();
    seen.length = 0;
  });
  afterEach(() => act(() => root?.unmount()));

  it('lets the form read its draft once hydrated, without rendering the form again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <DraftAfterHydration kind="dapp">
        <Probe />
      </DraftAfterHydration>,
    );
    seen.length = 0;
    await act(async () => {
      root = hydrateRoot(
        container,
        <DraftAfterHydration kind="dapp">
          <Probe />
        </DraftAfterHydration>,
      );
    });
    // Rendered once, while hydrating, when the draft may not be read; readable since, with no render for it.
    expect(seen).toEqual([false]);
    expect(readable?.current).toBe(true);
  });
});
