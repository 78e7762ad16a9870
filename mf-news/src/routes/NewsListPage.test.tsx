import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type Locale } from '@tp/shared';
import type { FakeRoute } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import zh from '../locales/zh.json';
import { content, rawNews, rawNewsPage } from '../testing/fixtures';
import { App } from '../App';

const strings: Partial<Record<Locale, Record<string, unknown>>> = { en, ja, zh };

/** A paging news api of `total` items, plus empty promotions unless given. */
function newsApi(total: number, extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const all = rawNewsPage(1, total);
  return {
    '/v1/news/list': ({ query }) => {
      const page = all.slice(Number(query.start), Number(query.start) + Number(query.count));
      return content(page.length ? page : null);
    },
    '/v1/banner/list': () => content([]),
    '/v1/activity/list': () => content([]),
    '/v1/ad/list': () => content(null),
    ...extra,
  };
}

function renderList(routes: Record<string, FakeRoute>, lang: Locale = 'en') {
  return renderSection(<App />, { namespace: 'news', strings: strings[lang], lang, path: '/news', routes });
}

const articleLinks = () => screen.getAllByRole('link').filter((link) => /\/news\/\d+$/.test(link.getAttribute('href') ?? ''));

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());


// Whole pages rendered through the router: slow on a busy machine, not stuck.
jest.setTimeout(20_000);
describe('news list', () => {
  it('shows a skeleton, then the items grouped by day and minute, with local dates', async () => {
    renderList(
      newsApi(0, {
        '/v1/news/list': () =>
          content([rawNews(1, '2024-05-03T14:05:10Z'), rawNews(2, '2024-05-03T14:05:50Z'), rawNews(3, '2024-05-03T09:00:00Z'), rawNews(4, '2024-05-02T23:10:00Z')]),
      }),
    );
    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: /2024-05-03/ });
    expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent('2024-05-03Friday, May 3, 2024');
    const minutes = within(day).getAllByRole('listitem').filter((item) => item.querySelector('time[datetime$=":00Z"]'));
    expect(minutes.map((minute) => [minute.querySelector('p')?.textContent, within(minute).getAllByRole('article').length])).toEqual([
      ['14:052:05 PM', 2],
      ['09:009:00 AM', 1],
    ]);
    expect(screen.getByRole('region', { name: /2024-05-02/ })).toHaveTextContent('Thursday, May 2, 2024');
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();
  });

  it('loads the first 20, appends 20 per load more, and says so when there is no more', async () => {
    const user = userEvent.setup({ delay: null });
    const { props } = renderList(newsApi(45));
    await screen.findByRole('link', { name: 'Article 1' });
    expect(articleLinks()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Article 40' });
    expect(articleLinks()).toHaveLength(40);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Article 45' });
    expect(screen.queryByText(en.list.noMore)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(en.list.noMore)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(articleLinks()).toHaveLength(45);
    const starts = props.http.requests.filter((request) => request.path === '/v1/news/list').map((request) => request.query.start);
    expect(starts).toEqual(['0', '20', '40', '60']);
  });

  it('shows the empty state, not no-more, when the first page is null', async () => {
    renderList(newsApi(0));
    expect(await screen.findByRole('heading', { name: en.list.empty.title })).toBeInTheDocument();
    expect(screen.queryByText(en.list.noMore)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let down = true;
    renderList(
      newsApi(3, {
        '/v1/news/list': () => {
          if (down) throw new HttpError('unavailable', 503);
          return content(rawNewsPage(1, 3));
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.list.error.title);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Article 3' })).toBeInTheDocument();
  });

  it('keeps the list when a further page fails, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderList(
      newsApi(25, {
        '/v1/news/list': ({ query }) => {
          if (query.start !== '0') throw new HttpError('unavailable', 503);
          return content(rawNewsPage(1, 20));
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.list.moreError);
    expect(articleLinks()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it.each([
    ['zh', 'zh-Hans', '新闻'],
    ['en', 'en', 'News'],
    ['ja', 'ja', 'ニュース'],
  ] as const)('in %s, asks for and marks news in %s', async (lang, contentLang, title) => {
    const { props } = renderList(
      newsApi(0, { '/v1/news/list': ({ query }) => content([rawNews(1, '2024-05-03T14:05:10Z', { lang: query.lang as never, title: 'Story' })]) }),
      lang,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const story = await screen.findByRole('article');
    expect(story).toHaveAttribute('lang', contentLang);
    const asked = props.http.requests.filter((request) => request.path.startsWith('/v1/')).map((request) => request.query.lang);
    expect(new Set(asked)).toEqual(new Set([contentLang]));
  });

  it('links banners, activities and ads safely, dropping those without an http(s) link', async () => {
    renderList(
      newsApi(1, {
        '/v1/banner/list': () =>
          content([
            { id: 1, title: 'Swap week', image_url: 'https://cdn.example.com/b1.webp', url: 'https://example.com/swap' },
            { id: 2, title: 'Internal', image_url: '', url: '/en/dappstore' },
          ]),
        '/v1/activity/list': () =>
          content([{ id: 3, title: 'Quiz', summary: 'Win TPT', image_url: '', url: 'https://example.com/quiz' }]),
        '/v1/ad/list': () =>
          content([
            { id: 4, title: 'Hardware wallet', image_url: '', url: 'javascript:alert("http")' },
            { id: 5, title: 'Get the app', image_url: '/api/art/banner/ad.svg', url: '/en/download/app' },
          ]),
      }),
    );
    const banner = await screen.findByRole('link', { name: /Swap week/ });
    expect(banner).toHaveAttribute('href', 'https://example.com/swap');
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(banner).toHaveAccessibleName('Swap week (opens in a new tab)');
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(within(activities).getByRole('link', { name: /Quiz/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Internal/ })).not.toBeInTheDocument();
    const ads = screen.getByRole('region', { name: 'Sponsored' });
    expect(within(ads).getAllByRole('link')).toHaveLength(1);
    expect(within(ads).queryByText('Hardware wallet')).not.toBeInTheDocument();
  });

  it('opens a promotion that links to a page of the site in place', async () => {
    const user = userEvent.setup({ delay: null });
    const { props } = renderList(
      newsApi(1, { '/v1/ad/list': () => content([{ id: 5, title: 'Get the app', image_url: '/api/art/banner/ad.svg', url: '/en/download/app' }]) }),
    );
    const ad = await screen.findByRole('link', { name: 'Get the app' });
    expect(ad).toHaveAttribute('href', '/en/download/app');
    expect(ad).not.toHaveAttribute('target');
    await user.click(ad);
    expect(props.navigate.calls).toEqual(['/en/download/app']);
  });

  it('asks for 5 activities, 5 ads and 10 banners', async () => {
    const { props } = renderList(newsApi(1));
    await screen.findByRole('link', { name: 'Article 1' });
    await waitFor(() => expect(props.http.requests.filter((request) => request.path !== '/v1/news/list')).toHaveLength(3));
    const counts = Object.fromEntries(props.http.requests.map((request) => [request.path, request.query.count]));
    expect(counts).toMatchObject({ '/v1/banner/list': '10', '/v1/activity/list': '5', '/v1/ad/list': '5' });
  });
});
