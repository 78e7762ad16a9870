/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a lazy component', () => {
  it('renders at once, without its fallback, once its code is there', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback while its code loads, then the component', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders in a transition once its code is there', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <Suspense fallback={<p>Loading</p>}>
          {shown ? <Lazy name="Grace" /> : <button onClick={() => startTransition(() => setShown(true))}>Show</button>}
        </Suspense>
      );
    }
    render(<Page />);
    await act(async () => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('tries a failed load again on the next render', async () => {
    let calls = 0;
    const Lazy = lazyComponent(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting })));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(calls).toBe(2);
  });
});
