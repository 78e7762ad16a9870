import { screen } from '@testing-library/react';
import type { ShellProps } from '@tp/shared';
import { createFakeShellProps } from '@tp/shared/testing';
import { watchLifecycleErrors } from '@tp/shared/testing/lifecycle-errors';
import { mountOverServerHtml, renderOnServer, unmountAfterEach } from '@tp/shared/testing/server-html';
import { NavMenu } from './components/header/NavMenu';
import en from './locales/en.json';
import { NAMESPACE } from './locales/namespace';
import { apps } from './lifecycles';
import type * as NavMenuModule from './components/header/NavMenu';

jest.mock('./components/header/NavMenu', () => {
  const actual = jest.requireActual<typeof NavMenuModule>('./components/header/NavMenu');
  return { ...actual, NavMenu: jest.fn(actual.NavMenu) };
});

function shellProps(): ShellProps {
  const props = createFakeShellProps();
  props.i18n.addResourceBundle('en', NAMESPACE, en, true, true);
  return props;
}

describe('the header hydrates the server’s render', () => {
  const { reported, consoleError } = watchLifecycleErrors();

  beforeEach(() => window.history.replaceState(null, '', '/en'));
  unmountAfterEach(apps.header, 'header');

  it('keeps the server’s nodes and renders the navigation once: only the menu button renders again once hydrated', async () => {
    const html = await renderOnServer(apps.header, shellProps(), '/en');
    const renders = jest.mocked(NavMenu);
    const groups = new Set(renders.mock.calls.map(([props]) => props.group.id)).size;
    expect(groups).toBeGreaterThan(0);
    renders.mockClear();

    const { heading, serverElements } = await mountOverServerHtml(apps.header, 'header', html, shellProps(), 'web');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(heading).toBeNull();
    expect(serverElements.every((element) => element.isConnected)).toBe(true);
    // The button says whether its menu is open once the header is hydrated, not before (see MenuToggle).
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(renders).toHaveBeenCalledTimes(groups);
    expect(reported).toEqual([]);
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
