import { createFakeShellProps } from '@tp/shared/testing';
import { content, rawNewsPage } from '../testing/fixtures';
import { endNewsSession, newsSessionStore, startNewsSession } from './section-session';

const routes = {
  '/v1/news/list': () => content(rawNewsPage(1, 20)),
  '/v1/banner/list': () => content([]),
  '/v1/activity/list': () => content([]),
  '/v1/ad/list': () => content([]),
};

afterEach(endNewsSession);

describe('the news session', () => {
  it('asks for the list and promotions at mount on the list page, for the store the page then uses', () => {
    const props = createFakeShellProps({ routes, lang: 'ja' });
    const store = startNewsSession(props, '/ja/news');
    expect(props.http.requests.map((request) => [request.path, request.query.lang])).toEqual([
      ['/v1/news/list', 'ja'],
      ['/v1/banner/list', 'ja'],
      ['/v1/activity/list', 'ja'],
      ['/v1/ad/list', 'ja'],
    ]);
    expect(store.getState().listStatus).toBe('loading');
    expect(newsSessionStore(props.api, 'ja')).toBe(store);
  });

  it('asks for nothing at mount on an article page', () => {
    const props = createFakeShellProps({ routes });
    startNewsSession(props, '/en/news/12');
    expect(props.http.requests).toEqual([]);
  });

  it('gives a fresh store for another language, and after unmount', () => {
    const props = createFakeShellProps({ routes });
    const store = startNewsSession(props, '/en/news/12');
    expect(newsSessionStore(props.api, 'ko')).not.toBe(store);
    const korean = newsSessionStore(props.api, 'ko');
    endNewsSession();
    expect(newsSessionStore(props.api, 'ko')).not.toBe(korean);
  });
});
