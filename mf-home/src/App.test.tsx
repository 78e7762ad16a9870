import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import path from 'node:path';
import { API_PATHS, TRENDING_CATEGORY_ID } from '@tp/shared/api/paths';
import type { Dapp } from '@tp/shared/api/types';
import { HttpError, pageDataKey } from '@tp/shared';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import { renderSection } from '@tp/shared/testing/render-section';
import type { FakeRoute } from '@tp/shared/testing';
import { App } from './App';
import en from './locales/en.json';
import zh from './locales/zh.json';

function dapp(id: number, title: string, overrides: Partial<Dapp> = {}): Dapp {
  return {
    id,
    title,
    desc: `${title} in one sentence`,
    lang: 'en',
    url: `https://${title.toLowerCase()}.example`,
    icon_url: `https://cdn.example/${id}.png`,
    category_ids: [1],
    networks: ['bsc'],
    tp_connect: 'both',
    hot: 10,
    audit_urls: [],
    tokens: [],
    tutorial_url: null,
    create_time: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

function renderApp(path: string, dappList: FakeRoute = () => ({ result: 0, data: [dapp(1, 'Lotus'), dapp(2, 'Maple', { icon_url: 'javascript:alert(1)' })] })) {
  return renderSection(<App />, { namespace: 'home', strings: en, path, routes: { [API_PATHS.categoryDappList]: dappList } });
}

/** The home page once its DApp preview has loaded, so no update lands after the test. */
async function renderHome() {
  const result = renderApp('/');
  await screen.findByRole('link', { name: 'Lotus' });
  return result;
}

describe('home page', () => {
  it('shows the claims of the product', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: en.hero.title })).toBeInTheDocument();
    const stats = screen.getByLabelText(en.hero.statsLabel);
    for (const figure of ['20M+', '3.5M', '200+', '100+']) expect(within(stats).getByText(figure)).toBeInTheDocument();
  });

  it("writes the figures in the page's language", async () => {
    renderSection(<App />, { namespace: 'home', strings: zh, lang: 'zh', path: '/', routes: { [API_PATHS.categoryDappList]: () => ({ result: 0, data: [dapp(1, 'Lotus')] }) } });
    const stats = screen.getByLabelText(zh.hero.statsLabel);
    for (const figure of ['2000万+', '350万', '200+', '100+']) expect(within(stats).getByText(figure)).toBeInTheDocument();
    await screen.findByRole('link', { name: /Lotus/ });
  });

  it('shows the figures the page came with, without a number format of its own', async () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const texts = { users: '21M+', monthlyActive: '3.6M', countries: '201+', dapps: '101+' };
    try {
      renderSection(<App />, {
        namespace: 'home', strings: en, path: '/', pageData: { [pageDataKey.figures('en')]: texts },
        routes: { [API_PATHS.categoryDappList]: () => ({ result: 0, data: [dapp(1, 'Lotus')] }) },
      });
      const stats = screen.getByLabelText(en.hero.statsLabel);
      for (const figure of Object.values(texts)) expect(within(stats).getByText(figure)).toBeInTheDocument();
      expect(numberFormat).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ notation: 'compact' }));
    } finally {
      numberFormat.mockRestore();
    }
    await screen.findByRole('link', { name: /Lotus/ });
  });

  it('has every section of the home page', async () => {
    await renderHome();
    for (const title of [
      en.products.title,
      en.security.title,
      en.exchange.title,
      en.dappstore.title,
      en.community.title,
      en.download.title,
      en.follow.title,
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Within 5 minutes')).toBeInTheDocument();
  });

  it('previews the trending DApps from the api, linking to their store pages', async () => {
    const { props } = renderApp('/');
    const lotus = await screen.findByRole('link', { name: 'Lotus' });
    expect(lotus).toHaveAttribute('href', '/en/dappstore/detail?id=1');
    expect(lotus.closest('li')?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/1.png');
    // An icon that is not an http(s) address is never used as an image source.
    expect(screen.getByRole('link', { name: 'Maple' }).closest('li')?.querySelector('img')).toBeNull();
    const request = props.http.requests.find((r) => r.path === API_PATHS.categoryDappList)!;
    expect(request.query).toMatchObject({ category_id: String(TRENDING_CATEGORY_ID), start: '0', count: '8' });
  });

  it('previews the trending DApps the page came with, without asking the api', async () => {
    const { props } = renderSection(<App />, {
      namespace: 'home', strings: en, path: '/', pageData: { [pageDataKey.trendingPreview('en')]: [dapp(5, 'Quay')] },
      routes: { [API_PATHS.categoryDappList]: () => ({ result: 0, data: [dapp(1, 'Lotus')] }) },
    });
    expect(await screen.findByRole('link', { name: 'Quay' })).toHaveAttribute('href', '/en/dappstore/detail?id=5');
    expect(screen.queryByRole('link', { name: 'Lotus' })).toBeNull();
    expect(props.http.requests.filter((request) => request.path === API_PATHS.categoryDappList)).toEqual([]);
  });

  it('offers a retry when the DApps cannot be loaded', async () => {
    let calls = 0;
    renderApp('/', () => {
      calls += 1;
      if (calls === 1) throw new HttpError('Service unavailable', 503);
      return { result: 0, data: [dapp(3, 'Harbour')] };
    });
    const region = await screen.findByRole('region', { name: en.dappstore.title });
    expect(await within(region).findByText(en.dappstore.error)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: 'Harbour' })).toBeInTheDocument();
  });

  it('says so when the trending list is empty', async () => {
    renderApp('/', () => ({ result: 0, data: [] }));
    expect(await screen.findByText(en.dappstore.empty)).toBeInTheDocument();
  });

  it('opens the extension dialog from the products and download sections', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: en.products.extension.action }));
    expect(screen.getByRole('dialog', { name: en.extension.modal.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: en.download.extension }));
    expect(screen.getByRole('dialog', { name: en.extension.modal.title })).toBeInTheDocument();
  });

  it('warns about private messages and asks for a confirmation before following', async () => {
    const user = userEvent.setup();
    await renderHome();
    const follow = screen.getByRole('region', { name: en.follow.title });
    expect(within(follow).getByRole('note')).toHaveTextContent(en.follow.warning);
    await user.click(within(follow).getByRole('button', { name: 'Follow us on Discord' }));
    const dialog = screen.getByRole('dialog', { name: 'Follow us on Discord' });
    expect(within(dialog).getByRole('button', { name: 'Continue to Discord' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByRole('link', { name: /Continue to Discord/ })).toBeInTheDocument();
  });

  it('links only to pages of the site or to http(s) addresses', async () => {
    await renderHome();
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href')!;
      if (href.startsWith('/')) expect(href).toMatch(/^\/en(\/|$)/);
      else {
        expect(href).toMatch(/^https:\/\//);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
});

describe('information pages', () => {
  it.each([
    ['/about', en.about.title],
    ['/dapp', en.dappInfo.title],
    ['/developer', en.developer.title],
    ['/partner', en.partner.title],
    ['/recruiting', en.recruiting.title],
  ])('%s has its own heading', async (page, title) => {
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('lists the milestones by month, oldest first, in the visitor language', async () => {
    renderApp('/about');
    const items = within(await screen.findByRole('region', { name: en.about.milestones.title })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('March 2018');
    expect(items[0]).toHaveTextContent(en.about.milestones.items.launch);
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2018-03');
  });

  it('renders nothing for paths it does not own: the shell shows the 404 page', () => {
    const { container } = renderApp('/no-such-page');
    expect(container).toBeEmptyDOMElement();
  });
});

it('has every string in all 12 locales', () => {
  expectLocaleFolderComplete(path.join(__dirname, 'locales'));
});
