import { HttpError, pageDataKey } from '@tp/shared';
import { recordBusEvents } from '@tp/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, makeDapp, ok } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const BY_IDS = '/v1/application/listbyids_new';

const uniswap = makeDapp(42, {
  title: 'Uniswap',
  desc: 'Swap, earn and build on the leading decentralised crypto trading protocol.',
  url: 'https://app.uniswap.org',
  icon_url: 'https://cdn.example.com/uniswap.png',
  category_ids: [1, 99998],
  networks: ['eth', 'bsc', 'mystery'],
  tutorial_url: 'https://docs.uniswap.org/',
  audit_urls: ['https://audits.example.com/uniswap-v4.pdf', 'ftp://not-a-link'],
  tokens: [
    { network: 'eth', symbol: 'UNI', contract: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' },
    { network: 'eth', symbol: 'ETH', contract: '' },
  ],
});

const renderDetail = (path = '/dappstore/detail?id=42', routes = {}) => renderApp(path, { routes: { [BY_IDS]: answer([uniswap]), ...routes } });

beforeEach(() => localStorage.clear());

describe('detail page', () => {
  it('shows logo, name, description, category, website, networks, tutorials, tokens and audits', async () => {
    const { requests } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniswap' })).toBeInTheDocument();
    expect(requests(BY_IDS)[0].query.ids).toBe('42');
    const article = screen.getByRole('article', { name: 'Uniswap' });
    expect(article.querySelector('img[src="https://cdn.example.com/uniswap.png"]')).toHaveAttribute('width', '88');
    expect(screen.getByText(uniswap.desc)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Category' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Trending', 'Exchange']));

    const website = screen.getByRole('link', { name: 'app.uniswap.org' });
    expect(website).toHaveAttribute('href', 'https://app.uniswap.org/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const networks = screen.getByRole('region', { name: 'Supported networks' });
    expect(within(networks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ethereum', 'BNB Smart Chain', 'Chain not found mystery']);

    const tutorials = screen.getByRole('region', { name: 'Community tutorials' });
    expect(within(tutorials).getByRole('link')).toHaveAttribute('href', 'https://docs.uniswap.org/');

    const tokens = within(screen.getByRole('region', { name: 'Related tokens' })).getAllByRole('row');
    expect(tokens.map((row) => row.textContent)).toEqual(['TokenNetworkContract', 'UNIEthereumCopy the UNI contract address 0x1f9840…4201F984', 'ETHEthereumNative coin']);

    const audits = within(screen.getByRole('region', { name: 'Audit reports' })).getAllByRole('link');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toHaveAttribute('href', 'https://audits.example.com/uniswap-v4.pdf');
  });

  it('says so when a DApp has no tutorial, tokens or audits', async () => {
    renderDetail('/dappstore/detail?id=7', { [BY_IDS]: answer([makeDapp(7)]) });
    expect(await screen.findByText('No community tutorial yet.')).toBeInTheDocument();
    expect(screen.getByText('No related tokens are listed.')).toBeInTheDocument();
    expect(screen.getByText('No audit reports have been published.')).toBeInTheDocument();
  });

  it('copies a token contract and tells the shell to show a toast', async () => {
    const { props } = renderDetail();
    const toasts = recordBusEvents(props.bus, ['toast']);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Copy the UNI contract address 0x/ }));
    expect(writeText).toHaveBeenCalledWith('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984');
    await waitFor(() => expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: 'Copied' }]));
  });

  it('explains a link without a valid id, and a DApp that is not listed', async () => {
    const { requests } = renderDetail('/dappstore/detail?id=abc');
    expect(await screen.findByText('This link does not name a DApp')).toBeInTheDocument();
    expect(screen.getByText('The “id” parameter must be a DApp number, for example ?id=12.')).toBeInTheDocument();
    expect(requests(BY_IDS)).toHaveLength(0);
  });

  it('says when the DApp is not listed', async () => {
    renderDetail('/dappstore/detail?id=9', { [BY_IDS]: answer([]) });
    expect(await screen.findByText('This DApp is not listed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the DApp Store' })).toHaveAttribute('href', '/en/dappstore');
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderDetail('/dappstore/detail?id=42', {
      [BY_IDS]: () => {
        calls += 1;
        if (calls === 1) throw new HttpError('down', 503);
        return ok([uniswap]);
      },
    });
    expect(await screen.findByText('This DApp could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniswap' })).toBeInTheDocument();
  });

  it('opens at its top when followed from the list', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderApp('/dappstore?category_id=2', { routes: { [BY_IDS]: answer([makeDapp(2001)]) } });
    fireEvent.click(await screen.findByRole('link', { name: 'DApp 2001' }));
    await screen.findByRole('heading', { level: 1, name: 'DApp 2001' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('goes back to the store view it came from', async () => {
    const { search } = renderApp('/dappstore?category_id=2', { routes: { [BY_IDS]: answer([makeDapp(2001)]) } });
    fireEvent.click(await screen.findByRole('link', { name: 'DApp 2001' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the DApp Store' }));
    expect(search()).toBe('?category_id=2');
    expect(await screen.findByRole('link', { name: 'DApp 2001' })).toBeInTheDocument();
  });

  it('goes back to a long list as it was: every page kept, none asked again, only the rows in view in the page', async () => {
    const { requests } = renderApp('/dappstore?category_id=1', { device: 'mobile', routes: { [BY_IDS]: answer([makeDapp(1001)]) } });
    await screen.findByRole('link', { name: 'DApp 1001' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('80 DApps shown');
    fireEvent.click(screen.getByRole('link', { name: 'DApp 1001' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the DApp Store' }));
    expect(await screen.findByText('80 DApps shown')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-posinset'));
    await waitFor(() => expect(rows().length).toBeLessThan(40));
    expect(rows()[0]).toHaveAttribute('aria-setsize', '80');
    expect(requests('/v1/application/category_dapplist').map((request) => request.query.start)).toEqual(['0', '40']);
  });
});

describe('risk statement', () => {
  const enter = () => screen.findByRole('link', { name: 'Enter DApp' });

  it('comes before the DApp opens; accepting opens it in a new tab', async () => {
    renderDetail();
    const link = await enter();
    expect(link).toHaveAttribute('href', 'https://app.uniswap.org/');
    expect(fireEvent.click(link)).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Risk statement' });
    expect(dialog).toHaveAccessibleDescription(/You are about to open Uniswap, a third-party DApp/);
    const accept = within(dialog).getByRole('link', { name: 'Accept and enter' });
    expect(accept).toHaveAttribute('href', 'https://app.uniswap.org/');
    expect(accept).toHaveAttribute('target', '_blank');
    expect(accept).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fireEvent.click(accept)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('tp.dappstore.riskPromptsOff')).toBeNull();
    // Without 'no further prompts' it asks again.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Risk statement' })).toBeInTheDocument();
  });

  it("is not shown again after 'no further prompts'", async () => {
    renderDetail();
    fireEvent.click(await enter());
    const dialog = screen.getByRole('dialog', { name: 'Risk statement' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No further prompts' }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Accept and enter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('tp.dappstore.riskPromptsOff')).toBe('{"version":1,"data":true}');
    expect(fireEvent.click(await enter())).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Cancel or Escape, giving the focus back, without opening the DApp', async () => {
    renderDetail();
    const link = await enter();
    link.focus();
    await userEvent.click(link);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tp.dappstore.riskPromptsOff')).toBeNull();
  });

  it('keeps the focus inside while open', async () => {
    renderDetail();
    await userEvent.click(await enter());
    const dialog = screen.getByRole('dialog');
    const focusable = [within(dialog).getByRole('checkbox'), within(dialog).getByRole('button', { name: 'Cancel' }), within(dialog).getByRole('link')];
    // The statement opens on its first control, as a browser's modal dialog does.
    expect(focusable[0]).toHaveFocus();
    for (const element of [...focusable.slice(1), focusable[0]]) {
      await userEvent.tab();
      expect(element).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    expect(focusable[2]).toHaveFocus();
  });
});

describe('a DApp the server rendered the page with', () => {
  it('shows at once from the page’s data, without asking the api for it again', async () => {
    const { requests } = renderApp('/dappstore/detail?id=42', { pageData: { [pageDataKey.dapp(42, 'en')]: uniswap } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniswap' })).toBeInTheDocument();
    expect(screen.getByText(uniswap.desc)).toBeInTheDocument();
    expect(requests(BY_IDS)).toEqual([]);
  });
});
