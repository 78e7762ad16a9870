import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoute } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import path from 'node:path';
import en from './locales/en.json';
import { content, rawArticle, rawNewsPage } from './testing/fixtures';
import { App } from './App';

const routes: Record<string, FakeRoute> = {
  '/v1/news/list': ({ query }) => content(query.start === '0' ? rawNewsPage(1, 20) : null),
  '/v1/news/:id': ({ params }) => content(rawArticle(Number(params.id), '<p>Body</p>', { title: `Article ${params.id}` })),
  '/v1/banner/list': () => content([]),
  '/v1/activity/list': () => content([]),
  '/v1/ad/list': () => content([]),
};

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const backLink = () => screen.getAllByRole('link', { name: /Back to news/ })[0];


// Whole pages rendered through the router: slow on a busy machine, not stuck.
jest.setTimeout(20_000);
describe('news section', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    scrollPageTo(0);
  });

  async function openArticleFromScrolledList(user: ReturnType<typeof userEvent.setup>) {
    const rendered = renderSection(<App />, { namespace: 'news', strings: en, path: '/news', routes });
    await screen.findByRole('link', { name: 'Article 12' });
    scrollPageTo(1500);
    await user.click(screen.getByRole('link', { name: 'Article 12' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 12' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The article opens at its top; that scroll is the article's, not the list's.
    scrollPageTo(0);
    return rendered;
  }

  it('puts the list back where it was scrolled when going back from an article', async () => {
    const user = userEvent.setup({ delay: null });
    const { props } = await openArticleFromScrolledList(user);
    await user.click(backLink());
    expect(await screen.findByRole('link', { name: 'Article 12' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1500);
    // The list came back from the section's state, not from a second request.
    expect(props.http.requests.filter((request) => request.path === '/v1/news/list')).toHaveLength(1);
  });

  it('also puts it back when the list is reached by a link after reading on', async () => {
    const user = userEvent.setup({ delay: null });
    await openArticleFromScrolledList(user);
    await user.click(await screen.findByRole('link', { name: /Next article/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 13' })).toBeInTheDocument();
    await user.click(backLink());
    expect(await screen.findByRole('link', { name: 'Article 12' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1500);
  });

  it('opens the list at its top when no article was read from it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<App />, { namespace: 'news', strings: en, path: '/news/5', routes });
    await screen.findByRole('heading', { level: 1, name: 'Article 5' });
    await user.click(backLink());
    expect(await screen.findByRole('link', { name: 'Article 5' })).toBeInTheDocument();
    expect(jest.mocked(window.scrollTo).mock.calls.every(([, y]) => y === 0)).toBe(true);
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = renderSection(<App />, { namespace: 'news', strings: en, path: '/about' });
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in all 12 locales', () => {
    expectLocaleFolderComplete(path.join(__dirname, 'locales'));
  });
});
