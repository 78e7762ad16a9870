import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { createFakeShellProps } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import { useLocation, type Location } from '@tp/shared/facades/router';
import en from '../locales/en.json';
import { DEFAULT_ROUTES } from '../testing/render-app';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

const seen: { location?: Location } = {};
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    seen.location = location;
  }, [location]);
  return null;
}

/** The search field on the store's page (with what else the test shows beside it), typed into by a user whose pauses pass on the fake clock. */
function renderSearchBox(beside?: ReactNode) {
  const onSearch = jest.fn();
  renderSection(
    <>
      <SearchBox query="" onSearch={onSearch} />
      {beside}
    </>,
    { namespace: 'dappstore', strings: en, path: '/dappstore', props: createFakeShellProps({ routes: DEFAULT_ROUTES }) },
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { onSearch, user, field: screen.getByRole('combobox', { name: 'Search DApps' }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('opening a suggested DApp before typing pauses leaves the store: the pause searches nothing', async () => {
  // The field stays mounted after opening, as the store does while the DApp's page loads.
  const { onSearch, user, field } = renderSearchBox(<LocationProbe />);
  await user.type(field, 'a');
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toContain('SushiSwap');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(seen.location?.pathname).toBe('/dappstore/detail');
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(onSearch).not.toHaveBeenCalled();
  expect(seen.location?.pathname).toBe('/dappstore/detail');
});

it('a pause in typing searches what was typed', async () => {
  const { onSearch, user, field } = renderSearchBox();
  await user.type(field, 'aave');
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(onSearch).toHaveBeenCalledWith('aave', 'typed');
});

it('a step back to the entry the field still shows brings its search back, and the pause searches nothing', async () => {
  const { onSearch, user, field } = renderSearchBox();
  // Searched with Enter; the search is left with Back before the store ever rendered it (renders are transitions).
  await user.type(field, 'lend{Enter}');
  expect(onSearch).toHaveBeenCalledWith('lend', 'chosen');
  window.history.replaceState(null, '', '/en/dappstore?category_id=2&network=eth');
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(field).toHaveValue('');
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(onSearch).toHaveBeenCalledTimes(1);
});
