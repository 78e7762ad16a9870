import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageDataKey } from '@tp/shared';
import { HYDRATED_ATTRIBUTE, LATE_HYDRATION_CLASS } from '@tp/shared/contracts/prerender';
import type { FakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import { mountOverServerHtml, renderOnServer, unmountAfterEach } from '@tp/shared/testing/server-html';
import { loadDraft } from './drafts/drafts';
import en from './locales/en.json';
import { apps } from './lifecycles';
import { CATEGORIES, CHAINS, keepFormDraft, startEachFormAfresh, submitProps } from './testing/fixtures';
import { FieldShell } from './form/FieldShell';
import type * as FieldShellModule from './form/FieldShell';

jest.mock('./form/FieldShell', () => {
  const actual = jest.requireActual<typeof FieldShellModule>('./form/FieldShell');
  return { ...actual, FieldShell: jest.fn(actual.FieldShell) };
});

/** The shell's props; the page came with the networks and the store's categories, as the site server embeds them. */
function shellProps(): FakeShellProps {
  const props = { ...submitProps(), pageData: { [pageDataKey.blockchains()]: CHAINS, [pageDataKey.storeCategories('en')]: CATEGORIES } };
  props.i18n.addResourceBundle('en', 'submit', en, true, true);
  return props;
}

/** The DApp form as the site server renders it (empty: the server has no storage), mounted over by the browser. */
async function hydrateDappForm() {
  window.history.replaceState(null, '', '/en/submit/dapp');
  const html = await renderOnServer(apps.submit, shellProps(), '/en/submit/dapp');
  expect(html).toContain('<form');
  // The fields' renders counted are the browser's.
  jest.mocked(FieldShell).mockClear();
  const props = shellProps();
  const mounted = await mountOverServerHtml(apps.submit, 'submit', html, props, 'mobile');
  // The form, a lazy part, hydrates after the section, and each of its sections' fields on its own.
  const sections = () => Array.from(mounted.slot.querySelectorAll(`section .${LATE_HYDRATION_CLASS}`));
  await waitFor(() => expect(sections().filter((region) => !region.hasAttribute(HYDRATED_ATTRIBUTE))).toEqual([]));
  // What the page came with is not asked for again.
  expect(props.http.requests.map((request) => request.path)).not.toContain('/v1/application/category_list');
  return { ...mounted, sections: sections() };
}

describe('a submission form hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();
  startEachFormAfresh();

  unmountAfterEach(apps.submit, 'submit');

  it('without a draft: what the visitor types once it is hydrated is kept', async () => {
    await hydrateDappForm();
    await userEvent.type(screen.getByLabelText(/^DApp name/), 'Swapper');
    await waitFor(() => expect(loadDraft('dapp').values).toMatchObject({ title: 'Swapper' }));
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('without a draft: each section’s fields hydrate on their own, keeping the server’s nodes', async () => {
    const { sections, serverElements } = await hydrateDappForm();
    // Basics, referral, audit, tokens and contact: one region each, so no task hydrates the whole form's fields.
    expect(sections).toHaveLength(5);
    expect(serverElements.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('without a draft: the fields are rendered once, as they hydrate', async () => {
    await hydrateDappForm();
    const titleRenders = () => jest.mocked(FieldShell).mock.calls.filter(([props]) => props.name === 'title').length;
    // Its hydration only: react-hook-form's state turning ready as the form mounts renders no field.
    expect(titleRenders()).toBe(1);
    await userEvent.type(screen.getByLabelText(/^DApp name/), 'S');
    expect(titleRenders()).toBe(1);
  });

  it('with a draft: the form is rendered again from it right after hydration', async () => {
    await keepFormDraft('dapp', { title: 'Kept before' }, 'logo.png');
    await hydrateDappForm();
    expect(await screen.findByDisplayValue('Kept before')).toBeInTheDocument();
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
