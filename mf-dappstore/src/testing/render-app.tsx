// Renders the whole section at a path with a fake api, and exposes the router's location and history.
import { createFakeShellProps, type FakeRequest, type FakeRoute, type FakeShellProps } from '@tp/shared/testing';
import { renderSection, type RenderSectionResult } from '@tp/shared/testing/render-section';
import type { Blockchain, DeviceSize, PageData } from '@tp/shared';
import { act, configure } from '@testing-library/react';
import { useEffect } from 'react';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { useLocation, useNavigate, type Location, type NavigateFunction } from '@tp/shared/facades/router';
import { App, preloadPage } from '../App';
import en from '../locales/en.json';
import { answer, CATEGORIES, CHAINS, dapps, makeDapp, ok } from './fixtures';

// The machines running the tests are shared and busy: give answers time to arrive.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

// The section's lazily loaded parts are there before a test renders, as a page's are before it hydrates (lazyComponent).
beforeAll(() => Promise.all([preloadPage('/en/dappstore'), preloadPage('/en/dappstore/detail')]));

// jsdom has no scrolling; the virtualiser writes the window's offset when it mounts.
window.scrollTo = () => {};

interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

function Probe({ onChange }: { onChange: (probe: Required<RouterProbe>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onChange({ location, navigate }), [location, navigate, onChange]);
  return null;
}

/** Category 1 has 100 DApps (ids 1001…), trending 45 (99998001…), lending 2 (2001…). */
export const categoryDapps: FakeRoute = (request) => {
  const category = Number(request.query.category_id);
  const size = category === 1 ? 100 : category === 99998 ? 45 : 2;
  const start = Number(request.query.start);
  const count = Math.max(0, Math.min(Number(request.query.count), size - start));
  const network = request.query.ns;
  return ok(dapps(category * 1000 + start + 1, count, network ? { networks: [network] } : {}));
};

export const SEARCH_POOL = [
  makeDapp(11, { title: 'SushiSwap', desc: 'Swap tokens on many chains' }),
  makeDapp(12, { title: 'Uniswap', desc: 'The original automated market maker' }),
  makeDapp(13, { title: 'Aave', desc: 'Lend and borrow' }),
];

export const search: FakeRoute = (request) => {
  const key = request.query.key.toLowerCase();
  const found = SEARCH_POOL.filter((dapp) => `${dapp.title} ${dapp.desc}`.toLowerCase().includes(key));
  return ok({ key: request.query.key, total: found.length, list: found, suggestion: null });
};

export const DEFAULT_ROUTES: Record<string, FakeRoute> = {
  '/v1/application/category_list': answer(CATEGORIES),
  '/v1/application/category_dapplist': categoryDapps,
  '/v1/application/hot_list': answer({ dapps: [], keywords: ['uniswap', 'bridge', 'lending'] }),
  '/v1/application/search': search,
  '/v1/application/listbyids_new': answer((request) => request.query.ids.split(',').map((id) => makeDapp(Number(id)))),
};

export interface RenderAppOptions {
  readonly routes?: Record<string, FakeRoute>;
  readonly device?: DeviceSize;
  /** What the server rendered the page with (see page-data.ts). */
  readonly pageData?: PageData;
}

export interface RenderedApp extends RenderSectionResult {
  /** The current `?…` of the section's URL. */
  search(): string;
  /** The section's current location. */
  location(): Location;
  back(): void;
  forward(): void;
  /** The api requests made to one path. */
  requests(path: string): FakeRequest[];
}

export function renderApp(path: string, { routes = {}, device = 'web', pageData }: RenderAppOptions = {}): RenderedApp {
  const props: FakeShellProps = {
    ...createFakeShellProps({
      routes: { ...DEFAULT_ROUTES, ...routes },
      chains$: new BehaviorSubject<readonly Blockchain[]>(CHAINS),
      device$: new BehaviorSubject<DeviceSize>(device),
    }),
    pageData,
  };
  const router: RouterProbe = {};
  const follow = (probe: Required<RouterProbe>) => {
    Object.assign(router, probe);
  };
  const result = renderSection(
    <>
      <App />
      <Probe onChange={follow} />
    </>,
    { namespace: 'dappstore', strings: en, path, props },
  );
  return {
    ...result,
    props,
    search: () => router.location!.search,
    location: () => router.location!,
    // navigate() may return a promise: an act() left waiting on it would hold back every later update.
    back: () =>
      act(() => {
        void router.navigate!(-1);
      }),
    forward: () =>
      act(() => {
        void router.navigate!(1);
      }),
    requests: (path: string) => props.http.requests.filter((request) => request.path === path),
  };
}
