import { waitFor } from '@testing-library/react';
import { pageDataKey, type Blockchain, type PageData } from '@tp/shared';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS } from '@tp/shared/contracts/prerender';
import { loadStorePageData } from '@tp/shared/dappstore/store-page-data';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import { createFakeShellProps, type FakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import { mountOverServerHtml, renderOnServer, unmountAfterEach } from '@tp/shared/testing/server-html';
import en from './locales/en.json';
import { apps } from './lifecycles';
import { CHAINS } from './testing/fixtures';
import { DEFAULT_ROUTES } from './testing/render-app';

function storeProps(pageData: PageData): FakeShellProps {
  return { ...createFakeShellProps({ routes: DEFAULT_ROUTES, chains$: new BehaviorSubject<readonly Blockchain[]>(CHAINS) }), pageData };
}

describe('the DApp store hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();

  beforeEach(() => window.history.replaceState(null, '', '/en/dappstore'));

  unmountAfterEach(apps.dappstore, 'dappstore');

  it('keeps the server’s nodes of the regions that hydrate late (the side column): the list it came with is shown without a state update that would reach them', async () => {
    const pageData = { ...(await loadStorePageData(storeProps({}).api, 'en', new URLSearchParams())), [pageDataKey.blockchains()]: CHAINS };
    const serverProps = storeProps(pageData);
    serverProps.i18n.addResourceBundle('en', 'dappstore', en, true, true);
    const html = await renderOnServer(apps.dappstore, serverProps, '/en/dappstore');
    expect(html).toContain(LATE_HYDRATION_CLASS);

    const props = storeProps(pageData);
    const { slot, serverElements } = await mountOverServerHtml(apps.dappstore, 'dappstore', html, props);
    const late = Array.from(slot.querySelectorAll(`.${LATE_HYDRATION_CLASS}`));
    expect(late.length).toBeGreaterThan(0);
    await waitFor(() => expect(late.filter((region) => !region.hasAttribute(HYDRATED_ATTRIBUTE))).toEqual([]));
    expect(serverElements.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    // React's ids tell a hydrated element (the server's `_R_…`) from one rendered anew in the browser (`_r_…`).
    const ids = late.flatMap((region) => Array.from(region.querySelectorAll('[id]'), (element) => element.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id.startsWith('_R_'))).toEqual([]);
    expect(props.http.requests.filter((request) => request.path === '/v1/application/category_dapplist')).toEqual([]);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
