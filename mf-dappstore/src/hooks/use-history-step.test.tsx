import { act, render } from '@testing-library/react';
import { useHistoryStep } from './use-history-step';

function Listener({ onStep }: { onStep: (params: URLSearchParams) => void }) {
  useHistoryStep(onStep);
  return null;
}

it('hands each step through history the address’s query, to the latest callback, until unmounted', () => {
  const first = jest.fn();
  const latest = jest.fn();
  const { rerender, unmount } = render(<Listener onStep={first} />);
  rerender(<Listener onStep={latest} />);
  window.history.replaceState(null, '', '/en/dappstore?category_id=2&q=lend');
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledTimes(1);
  expect(latest.mock.calls[0][0].toString()).toBe('category_id=2&q=lend');
  unmount();
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(latest).toHaveBeenCalledTimes(1);
});
