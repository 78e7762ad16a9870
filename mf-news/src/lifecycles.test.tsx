import { waitFor } from '@testing-library/react';
import { pageDataKey, type PageData, type ShellProps } from '@tp/shared';
import { loadNewsPromos } from '@tp/shared/content/news-promos';
import { createFakeShellProps, type FakeRoute, type FakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import { mountOverServerHtml, renderOnServer, unmountAfterEach } from '@tp/shared/testing/server-html';
import en from './locales/en.json';
import { apps } from './lifecycles';
import { content, rawNewsPage } from './testing/fixtures';

const NEWS_API: Record<string, FakeRoute> = {
  '/v1/news/list': ({ query }) => content(query.start === '0' ? rawNewsPage(1, 20) : null),
  '/v1/banner/list': () => content([{ id: 1, title: 'Check your approvals', image_url: 'https://static.example/b.png', url: 'https://revoke.example/' }]),
  '/v1/activity/list': () => content([]),
  '/v1/ad/list': () => content(null),
};
const LIST_PATHS = ['/v1/news/list', '/v1/banner/list', '/v1/activity/list', '/v1/ad/list'];

/** The list page as the site server renders it, with the data it read from the api. */
function serverHtml(pageData: PageData): Promise<string> {
  const props: ShellProps = { ...createFakeShellProps({ routes: NEWS_API }), pageData };
  props.i18n.addResourceBundle('en', 'news', en, true, true);
  return renderOnServer(apps.news, props, '/en/news');
}

/** Mounts the section over the server's HTML; `heading` is the server's page heading, to tell whether it was kept. */
async function mountOver(html: string, pageData: PageData): Promise<{ props: FakeShellProps; heading: Element | null }> {
  const props = { ...createFakeShellProps({ routes: NEWS_API }), pageData };
  const { heading } = await mountOverServerHtml(apps.news, 'news', html, props);
  return { props, heading };
}

describe('the news list hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();

  beforeEach(() => {
    window.history.replaceState(null, '', '/en/news');
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  unmountAfterEach(apps.news, 'news');

  it('with the news and promotions the page came with: same nodes, no request for them, no mismatch', async () => {
    const api = createFakeShellProps({ routes: NEWS_API }).api;
    const pageData = { [pageDataKey.newsList('en')]: await api.newsList({ lang: 'en', start: 0 }), [pageDataKey.newsPromos('en')]: await loadNewsPromos(api, 'en') };
    const html = await serverHtml(pageData);
    expect(html).toContain('/en/news/1');
    expect(html).toContain('Check your approvals');

    const { props, heading } = await mountOver(html, pageData);

    expect(heading?.isConnected).toBe(true);
    expect(document.querySelector('a[href="/en/news/1"]')).not.toBeNull();
    expect(document.body.textContent).toContain('Check your approvals');
    expect(props.http.requests.filter((request) => LIST_PATHS.includes(request.path))).toEqual([]);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('without them (the api failed on the server): hydrates the loading state, then loads', async () => {
    const html = await serverHtml({});
    expect(html).toContain('news-skeleton');
    const { props, heading } = await mountOver(html, {});

    expect(heading?.isConnected).toBe(true);
    await waitFor(() => expect(document.querySelector('a[href="/en/news/1"]')).not.toBeNull());
    expect(props.http.requests.filter((request) => request.path === '/v1/news/list')).toHaveLength(1);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
