import { HttpError } from '@tp/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageDataKey } from '@tp/shared';
import { sourceKey } from '@tp/shared/dappstore/dapp-source';
import { answer, CATEGORIES, dapps, makeDapp, ok } from '../testing/fixtures';
import { SUGGESTION_COUNT } from '../components/SearchBox';
import { categoryDapps, renderApp } from '../testing/render-app';

const LIST = '/v1/application/category_dapplist';
const SEARCH = '/v1/application/search';
/** Searches of the list, not the suggestions under the field. */
const listSearches = (requests: (path: string) => { query: Record<string, string> }[]) =>
  requests(SEARCH).filter((request) => request.query.count !== String(SUGGESTION_COUNT));

const tabs = () => within(screen.getByRole('navigation', { name: 'DApp categories' })).getAllByRole('link');
const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-current') === 'true')?.textContent;
const shown = () => screen.getByText(/DApps? shown$/).textContent;

beforeEach(() => localStorage.clear());

describe('categories', () => {
  it('lists store categories only, by m_index, and selects the first once they load', async () => {
    const { requests } = renderApp('/dappstore');
    expect(await screen.findByRole('link', { name: 'Trending' })).toBeInTheDocument();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Trending', 'Exchange', 'Lending', 'Favorites']);
    await waitFor(() => expect(selectedTab()).toBe('Trending'));
    expect(await screen.findByRole('link', { name: 'DApp 99998001' })).toBeInTheDocument();
    expect(requests(LIST)[0].query).toMatchObject({ category_id: '99998', start: '0', count: '40' });
  });

  it('shows the categories and the list the page was rendered with, without asking for them again', async () => {
    const pageData = {
      [pageDataKey.storeCategories('en')]: CATEGORIES.filter((category) => category.category_type === 0),
      [pageDataKey.storeList(sourceKey({ kind: 'category', categoryId: 1, network: null }), 'en')]: { dapps: dapps(1001, 40), hasMore: true, total: null },
    };
    const { requests } = renderApp('/dappstore?category_id=1', { pageData });
    // The list's code loads on its own (lazy); the list it shows is the rendered one.
    expect(await screen.findByRole('link', { name: 'DApp 1001' })).toBeInTheDocument();
    expect(selectedTab()).toBe('Exchange');
    expect(requests('/v1/application/category_list')).toEqual([]);
    expect(requests(LIST)).toEqual([]);
    // The next page comes from the api, after the rendered one.
    expect(shown()).toBe('40 DApps shown');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toBe('80 DApps shown'));
    expect(requests(LIST).map((request) => request.query.start)).toEqual(['40']);
    // Another category is asked for as always.
    await userEvent.click(screen.getByRole('link', { name: 'Lending' }));
    expect(await screen.findByRole('link', { name: 'DApp 2001' })).toBeInTheDocument();
  });

  it('selects the category the URL names, trending included', async () => {
    const { requests } = renderApp('/dappstore?category_id=1');
    expect(await screen.findByRole('link', { name: 'DApp 1001' })).toBeInTheDocument();
    await waitFor(() => expect(selectedTab()).toBe('Exchange'));
    expect(requests(LIST).map((request) => request.query.category_id)).toEqual(['1']);
  });

  it('replaces the list when another category is chosen, as a step of history', async () => {
    const { search, back, forward } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    await userEvent.click(screen.getByRole('link', { name: 'Lending' }));
    expect(search()).toBe('?category_id=2');
    expect(await screen.findByRole('link', { name: 'DApp 2001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'DApp 99998001' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lending' })).toBeInTheDocument();

    back();
    expect(await screen.findByRole('link', { name: 'DApp 99998001' })).toBeInTheDocument();
    await waitFor(() => expect(selectedTab()).toBe('Trending'));
    forward();
    expect(await screen.findByRole('link', { name: 'DApp 2001' })).toBeInTheDocument();
  });

  it('ignores a category the link names that does not exist, and says so', async () => {
    renderApp('/dappstore?category_id=777');
    expect(await screen.findByText('The link\'s “category_id” value is not valid, so it was ignored.')).toBeInTheDocument();
    await waitFor(() => expect(selectedTab()).toBe('Trending'));
  });

  it('shows a failure to load categories with a retry', async () => {
    let calls = 0;
    renderApp('/dappstore', {
      routes: {
        '/v1/application/category_list': () => {
          calls += 1;
          if (calls === 1) throw new HttpError('down', 503);
          return ok([{ hid: 1, category_type: 0, m_index: 0, name: 'Exchange', icon_url: null }]);
        },
      },
    });
    const alerts = await screen.findAllByText('Categories could not be loaded.');
    expect(alerts.length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('link', { name: 'DApp 1001' })).toBeInTheDocument();
  });
});

describe('paging', () => {
  it('adds 40 to start and appends with the load more button', async () => {
    const { requests } = renderApp('/dappstore?category_id=1');
    await screen.findByRole('link', { name: 'DApp 1001' });
    expect(shown()).toBe('40 DApps shown');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toBe('80 DApps shown'));
    expect(requests(LIST).map((request) => request.query.start)).toEqual(['0', '40']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toBe('100 DApps shown'));
    expect(screen.getByText('You have seen every DApp in this list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for a page once even when asked twice before the answer', async () => {
    const { requests } = renderApp('/dappstore?category_id=1');
    await screen.findByRole('link', { name: 'DApp 1001' });
    const button = screen.getByRole('button', { name: 'Load more' });
    // Both clicks land before React renders again, as the button and the end of the list can.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(shown()).toBe('80 DApps shown'));
    expect(requests(LIST).map((request) => request.query.start)).toEqual(['0', '40']);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const { requests } = renderApp('/dappstore?category_id=1', { device: 'mobile' });
    await screen.findByRole('link', { name: 'DApp 1001' });
    expect(requests(LIST)).toHaveLength(1);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 40 * 116, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(requests(LIST).map((request) => request.query.start)).toEqual(['0', '40']));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('lays its first page out whole, and keeps only the rows in view once the list is longer', async () => {
    renderApp('/dappstore?category_id=1', { device: 'mobile' });
    await screen.findByRole('link', { name: 'DApp 1001' });
    const rendered = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-posinset'));
    expect(rendered()).toHaveLength(40);
    expect(rendered()[0]).toHaveAttribute('aria-setsize', '40');
    expect(rendered()[0].parentElement).not.toHaveAttribute('style');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toBe('80 DApps shown'));
    await waitFor(() => expect(rendered().length).toBeLessThan(40));
    expect(rendered().length).toBeGreaterThan(0);
    expect(rendered()[0]).toHaveAttribute('aria-setsize', '80');
    expect(rendered()[0].parentElement).toHaveStyle({ transform: 'translateY(0px)' });
  });

  it('shows a failed page with a retry and keeps what was loaded', async () => {
    let failNext = true;
    renderApp('/dappstore?category_id=1', {
      routes: {
        [LIST]: (request) => {
          if (request.query.start === '40' && failNext) {
            failNext = false;
            throw new HttpError('down', 500);
          }
          return categoryDapps(request);
        },
      },
    });
    await screen.findByRole('link', { name: 'DApp 1001' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('More DApps could not be loaded.')).toBeInTheDocument();
    expect(shown()).toBe('40 DApps shown');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown()).toBe('80 DApps shown'));
  });

  it('shows a failed list with a retry, never a blank page', async () => {
    let calls = 0;
    renderApp('/dappstore', {
      routes: {
        [LIST]: (request) => {
          calls += 1;
          if (calls === 1) throw new HttpError('down', 502);
          return categoryDapps(request);
        },
      },
    });
    expect(await screen.findByText('The DApps could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'DApp 99998001' })).toBeInTheDocument();
  });

  it('says a search the api answers busy as busy, with a retry', async () => {
    let calls = 0;
    const busy = { result: 503, message: 'Search is busy right now. Please try again in a moment.', errors: [{ field: 'key', key: 'searchBusy', message: 'Search is busy right now. Please try again in a moment.' }] };
    const { requests } = renderApp('/dappstore?q=uniswap', {
      routes: {
        [SEARCH]: (request) => {
          if (request.query.count === String(SUGGESTION_COUNT)) return ok({ total: 0, list: [] });
          calls += 1;
          if (calls === 1) throw new HttpError('busy', 503, busy);
          return ok({ total: 1, list: dapps(7001, 1) });
        },
      },
    });
    expect(await screen.findByText('Search is busy right now. Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'DApp 7001' })).toBeInTheDocument();
    expect(listSearches(requests)).toHaveLength(2);
  });

  it('says when a category is empty', async () => {
    renderApp('/dappstore?category_id=2', { routes: { [LIST]: answer([]) } });
    expect(await screen.findByText('This category has no DApps yet.')).toBeInTheDocument();
  });
});

describe('network filter', () => {
  it("offers 'All networks' and every chain of the shell, and filters the list through the URL", async () => {
    const { requests, search, back } = renderApp('/dappstore?category_id=1');
    await screen.findByRole('link', { name: 'DApp 1001' });
    const select = screen.getByRole('combobox', { name: 'Network' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All networks', 'Ethereum', 'BNB Smart Chain', 'TRON']);
    await userEvent.selectOptions(select, 'BNB Smart Chain');
    expect(search()).toBe('?category_id=1&network=bsc');
    await waitFor(() => expect(requests(LIST).at(-1)!.query).toMatchObject({ category_id: '1', ns: 'bsc', start: '0' }));
    back();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveValue(''));
  });

  it('keeps the network when the category changes, and offers all networks when one is empty', async () => {
    const { search } = renderApp('/dappstore?network=trx', { routes: { [LIST]: (request) => (request.query.category_id === '2' ? ok([]) : categoryDapps(request)) } });
    await userEvent.click(await screen.findByRole('link', { name: 'Lending' }));
    expect(search()).toBe('?category_id=2&network=trx');
    expect(await screen.findByText('This category has no DApps on this network yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all networks' }));
    expect(search()).toBe('?category_id=2');
  });

  it('brings the new list into view when a network is chosen further down the page', async () => {
    const scrollIntoView = jest.fn();
    Object.assign(Element.prototype, { scrollIntoView });
    renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    const list = screen.getByRole('region', { name: 'Trending' });
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    await userEvent.click(within(screen.getByRole('region', { name: 'Supported networks' })).getByRole('link', { name: 'TRON' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(list);
  });

  it('lists the supported networks, each one a filter', async () => {
    const { search } = renderApp('/dappstore');
    const section = screen.getByRole('region', { name: 'Supported networks' });
    await userEvent.click(within(section).getByRole('link', { name: 'TRON' }));
    expect(search()).toBe('?network=trx');
    expect(within(section).getByRole('link', { name: 'TRON' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('search', () => {
  it('waits for typing to pause: one request, not one per keystroke', async () => {
    const { requests, search } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search DApps' }), 'swap');
    expect(listSearches(requests)).toHaveLength(0);
    await waitFor(() => expect(listSearches(requests)).toHaveLength(1));
    expect(listSearches(requests)[0].query).toMatchObject({ key: 'swap', start: '0' });
    expect(search()).toBe('?q=swap');
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “swap”' })).toBeInTheDocument();
    expect(screen.getByText('2 DApps found')).toBeInTheDocument();
  });

  it('highlights the matching text in the results', async () => {
    renderApp('/dappstore?q=swap');
    // jsdom's accessible names put a space around <mark>; browsers do not.
    const link = await screen.findByRole('link', { name: /^Sushi ?Swap$/ });
    expect(within(link).getByText('Swap').tagName).toBe('MARK');
    expect(screen.getByText((_, element) => element?.tagName === 'MARK' && element.textContent === 'swap')).toBeInTheDocument();
  });

  it("says when the api counted more matches than it counts, the count written as the language writes numbers", async () => {
    renderApp('/dappstore?q=a', { routes: { [SEARCH]: answer({ key: 'a', total: 1000, list: [makeDapp(1)] }) } });
    expect(await screen.findByText('1,000+ DApps found')).toBeInTheDocument();
  });

  it("says 'No records found' when nothing matches", async () => {
    renderApp('/dappstore?q=zzz');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('remembers searches made with Enter, shows them when the field is empty, and clears them', async () => {
    renderApp('/dappstore');
    const field = screen.getByRole('combobox', { name: 'Search DApps' });
    await userEvent.type(field, 'aave{Enter}');
    expect(JSON.parse(localStorage.getItem('tp.dappstore.recentSearches')!).data).toEqual(['aave']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('button', { name: 'aave' })).toBeVisible();
    await userEvent.click(within(recent).getByRole('button', { name: 'Clear recent searches' }));
    expect(within(recent).queryByRole('button', { name: 'aave' })).not.toBeInTheDocument();
    expect(within(recent).getByText('Your recent searches will appear here.')).toBeInTheDocument();
  });

  it('offers the hot searches of the api, each one a search', async () => {
    const { search, requests } = renderApp('/dappstore');
    await userEvent.click(screen.getByRole('combobox', { name: 'Search DApps' }));
    const hot = screen.getByRole('region', { name: 'Hot searches' });
    await userEvent.click(await within(hot).findByRole('button', { name: '1 uniswap' }));
    expect(search()).toBe('?q=uniswap');
    expect(await screen.findByRole('link', { name: 'Uniswap' })).toBeInTheDocument();
    expect(listSearches(requests)).toHaveLength(1);
    expect(requests('/v1/application/hot_list')).toHaveLength(1);
  });

  it('follows the URL on back and forward', async () => {
    const { back, forward } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    const field = screen.getByRole('combobox', { name: 'Search DApps' });
    await userEvent.type(field, 'aave{Enter}');
    expect(await screen.findByRole('link', { name: 'Aave' })).toBeInTheDocument();
    back();
    expect(await screen.findByRole('link', { name: 'DApp 99998001' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    forward();
    expect(await screen.findByRole('link', { name: 'Aave' })).toBeInTheDocument();
    expect(field).toHaveValue('aave');
  });

  it('brings back the search of the entry walked back to, even one the field had not yet left', async () => {
    const { back } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    await userEvent.click(screen.getByRole('link', { name: 'Lending' }));
    const field = screen.getByRole('combobox', { name: 'Search DApps' });
    // Typed but not yet searched: the address still has no search when the visitor goes back.
    fireEvent.change(field, { target: { value: 'lend' } });
    back();
    await waitFor(() => expect(selectedTab()).toBe('Trending'));
    expect(field).toHaveValue('');
  });

  it('offers DApps as the visitor types: name and icon, chosen with the arrows, opened with Enter', async () => {
    const { requests, location } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    const field = screen.getByRole('combobox', { name: 'Search DApps' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'a');
    const options = within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['SushiSwap', 'Uniswap', 'Aave']);
    expect(options.map((option) => option.querySelector('img')?.getAttribute('src'))).toEqual(expect.arrayContaining([expect.stringMatching(/^http/)]));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 suggestions')).toHaveAttribute('role', 'status');
    expect(requests(SEARCH).find((request) => request.query.count === String(SUGGESTION_COUNT))?.query).toMatchObject({ key: 'a', start: '0' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[2].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/dappstore/detail'));
    expect(location().search).toBe('?id=11');
    expect(JSON.parse(localStorage.getItem('tp.dappstore.recentSearches')!).data).toEqual(['a']);
  });

  it('closes the suggestions on Escape and opens a clicked one', async () => {
    const { location } = renderApp('/dappstore');
    await screen.findByRole('link', { name: 'DApp 99998001' });
    const field = screen.getByRole('combobox', { name: 'Search DApps' });
    await userEvent.type(field, 'aave');
    expect(await screen.findByRole('option', { name: 'Aave' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Aave' }));
    await waitFor(() => expect(location().search).toBe('?id=13'));
  });

  it("offers 'Did you mean …' with the closest name when nothing matches", async () => {
    const { search } = renderApp('/dappstore?q=uniswp', {
      routes: { [SEARCH]: (request) => ok(request.query.key === 'uniswp' ? { key: 'uniswp', total: 0, list: [], suggestion: 'Uniswap' } : { key: request.query.key, total: 1, list: [makeDapp(12, { title: 'Uniswap' })], suggestion: null }) },
    });
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Did you mean Uniswap?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Uniswap' }));
    expect(search()).toBe('?q=Uniswap');
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “Uniswap”' })).toBeInTheDocument();
  });

  it('remembers a search whose result is opened', async () => {
    renderApp('/dappstore?q=uni');
    await userEvent.click(await screen.findByRole('link', { name: /^Uni ?swap$/ }));
    expect(JSON.parse(localStorage.getItem('tp.dappstore.recentSearches')!).data).toEqual(['uni']);
  });
});

describe('favorites', () => {
  it('are one click on the star, with a visible state, kept in this browser', async () => {
    renderApp('/dappstore');
    const star = await screen.findByRole('button', { name: 'Favorite DApp 99998001' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('tp.dappstore.favorites')!).data).toEqual([99998001]);
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('tp.dappstore.favorites')!).data).toEqual([]);
  });

  it('have their own tab, read by id; removing one takes it off at once', async () => {
    localStorage.setItem('tp.dappstore.favorites', JSON.stringify([7, 3]));
    const { requests, search } = renderApp('/dappstore');
    await userEvent.click(await screen.findByRole('link', { name: 'Favorites' }));
    expect(search()).toBe('?tab=favorites');
    expect(await screen.findByRole('link', { name: 'DApp 7' })).toBeInTheDocument();
    expect(requests('/v1/application/listbyids_new')[0].query.ids).toBe('7,3');
    await userEvent.click(screen.getByRole('button', { name: 'Favorite DApp 7' }));
    expect(screen.queryByRole('link', { name: 'DApp 7' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Favorite DApp 3' }));
    expect(await screen.findByText('No favorites yet. Tap the star on any DApp to keep it here.')).toBeInTheDocument();
  });
});

describe('community tutorials', () => {
  it('links the tutorials of the DApps in view, in a new tab', async () => {
    renderApp('/dappstore?category_id=2', {
      routes: { [LIST]: answer([makeDapp(5, { title: 'Aave', tutorial_url: 'https://docs.aave.com/' }), makeDapp(6, { tutorial_url: 'javascript:alert(1)' })]) },
    });
    const section = screen.getByRole('region', { name: 'Community tutorials' });
    const link = await within(section).findByRole('link', { name: /How to use Aave/ });
    expect(link).toHaveAttribute('href', 'https://docs.aave.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});

describe('detail links', () => {
  it('open the detail page of a DApp by its id', async () => {
    const { props } = renderApp('/dappstore?category_id=1');
    fireEvent.click(await screen.findByRole('link', { name: 'DApp 1001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DApp 1001' })).toBeInTheDocument();
    expect(props.http.requests.at(-1)!.query.ids).toBe('1001');
  });
});
