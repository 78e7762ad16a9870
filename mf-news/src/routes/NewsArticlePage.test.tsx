import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, pageDataKey } from '@tp/shared';
import { normalizeNewsDetail } from '@tp/shared/normalize/news';
import { createFakeShellProps, recordBusEvents, type FakeRoute } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import en from '../locales/en.json';
import { content, rawArticle, rawNewsPage } from '../testing/fixtures';
import { App } from '../App';

const HOSTILE_BODY = `
  <p>Opening paragraph.</p>
  <script>window.__stolen = true</script>
  <img src="https://cdn.example.com/chart.webp" onerror="window.__stolen = true" alt="Chart">
  <p><a href="javascript:window.__stolen = true">Click me</a> and <a href="https://example.com/docs">read the docs</a>.</p>
`;

function articleApi(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    '/v1/news/:id': ({ params }) => {
      if (Number(params.id) <= 3) return content(rawArticle(Number(params.id), HOSTILE_BODY, { title: `Article ${params.id}` }));
      throw new HttpError('not found', 404, { result: 404, message: 'No such article' });
    },
    '/v1/news/list': ({ query }) => content(query.start === '0' ? rawNewsPage(1, 3) : null),
    ...extra,
  };
}

function renderArticle(path: string, routes = articleApi()) {
  return renderSection(<App />, { namespace: 'news', strings: en, path, routes });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  document.title = 'News article · TP Wallet';
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { __stolen?: boolean }).__stolen;
});


// Whole pages rendered through the router: slow on a busy machine, not stuck.
jest.setTimeout(20_000);
describe('news article', () => {
  it('shows the title, the date and the sanitised body, and names the page after the article', async () => {
    renderArticle('/news/2');
    const title = await screen.findByRole('heading', { level: 1, name: 'Article 2' });
    expect(title).toHaveAttribute('lang', 'en');
    const date = screen.getByText('May 1, 2024 at 9:30 AM');
    expect(date).toHaveAttribute('datetime', '2024-05-01T09:30:00Z');
    expect(screen.getByText('Opening paragraph.')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Chart' })).toHaveAttribute('src', 'https://cdn.example.com/chart.webp');
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    const docs = screen.getByRole('link', { name: 'read the docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __stolen?: boolean }).__stolen).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Article 2 · TP Wallet'));
  });

  it('links the previous and next articles of the list', async () => {
    renderArticle('/news/2');
    const nav = await screen.findByRole('navigation', { name: en.article.neighbours });
    expect(await within(nav).findByRole('link', { name: /Previous article/ })).toHaveAttribute('href', '/en/news/1');
    expect(within(nav).getByRole('link', { name: /Next article/ })).toHaveAttribute('href', '/en/news/3');
  });

  it('opens the next article at its top', async () => {
    const user = userEvent.setup({ delay: null });
    renderArticle('/news/2');
    const nav = await screen.findByRole('navigation', { name: en.article.neighbours });
    await user.click(await within(nav).findByRole('link', { name: /Next article/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 3' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it.each(['/news/999', '/news/abc', '/news/0'])('shows the not-found page for %s, with 404 in the title', async (path) => {
    const { props } = renderArticle(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/en/news');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await waitFor(() => expect(document.title).toMatch(/404/));
    const asked = props.http.requests.some((request) => request.path.startsWith('/v1/news/') && request.path !== '/v1/news/list');
    expect(asked).toBe(path === '/news/999');
  });

  it('shows an error with a retry when the article cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let down = true;
    renderArticle(
      '/news/1',
      articleApi({
        '/v1/news/:id': () => {
          if (down) throw new HttpError('network', 0);
          return content(rawArticle(1, '<p>Back online.</p>'));
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.article.error.title);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online.')).toBeInTheDocument();
  });

  it('copies the article link and asks the shell for a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { props } = renderArticle('/news/2');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/news/2`);
    expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: 'Copied' }]);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts.ofType('toast')).toHaveLength(2));
    expect(toasts.ofType('toast')[1]).toEqual({ type: 'toast', kind: 'error', message: 'Fail' });
  });
});

describe('an article the server rendered the page with', () => {
  it('shows at once from the page’s data, without asking the api for it again', async () => {
    const asked: string[] = [];
    const routes = articleApi({
      '/v1/news/:id': ({ params }) => {
        asked.push(params.id);
        throw new HttpError('not found', 404, { result: 404, message: 'No such article' });
      },
    });
    const article = normalizeNewsDetail(rawArticle(2, '<p>Rendered on the server.</p>', { title: 'Server article' }));
    const props = { ...createFakeShellProps({ routes }), pageData: { [pageDataKey.article(2, 'en')]: article } };
    renderSection(<App />, { namespace: 'news', strings: en, path: '/news/2', props });
    expect(await screen.findByRole('heading', { level: 1, name: 'Server article' })).toBeInTheDocument();
    expect(screen.getByText('Rendered on the server.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the not-found page for an id the server found no article for', async () => {
    const props = { ...createFakeShellProps({ routes: articleApi() }), pageData: { [pageDataKey.article(2, 'en')]: null } };
    renderSection(<App />, { namespace: 'news', strings: en, path: '/news/2', props });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' })).toBeInTheDocument();
  });
});
