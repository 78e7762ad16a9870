// Test only (uses @testing-library/react): import it as `@tp/shared/testing/render-section`.
import { render, type RenderResult } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ShellContext } from '../react/shell-context';
import { createFakeShellProps, type FakeShellProps, type FakeShellPropsOptions } from './fake-shell-props';

export interface RenderSectionOptions extends FakeShellPropsOptions {
  /** The section's i18next namespace and its strings for the test's language (e.g. the en.json of its locales). */
  readonly namespace?: string;
  readonly strings?: Record<string, unknown>;
  /** The path after the language, e.g. `/news/12`; the router runs with basename `/{lang}`. */
  readonly path?: string;
  /** Props to use instead of fresh fake ones. */
  readonly props?: FakeShellProps;
}

export interface RenderSectionResult extends RenderResult {
  readonly props: FakeShellProps;
}

/** Renders part of a section as the shell would mount it: shell props, i18n and a router at `/{lang}{path}`. */
export function renderSection(ui: ReactElement, options: RenderSectionOptions = {}): RenderSectionResult {
  const { namespace, strings, path = '/', props: given, ...fakeOptions } = options;
  const props = given ?? createFakeShellProps(fakeOptions);
  const lang = props.lang$.getValue();
  if (namespace && strings) props.i18n.addResourceBundle(lang, namespace, strings, true, true);
  const tree = createElement(
    ShellContext.Provider,
    { value: props },
    createElement(
      I18nextProvider,
      { i18n: props.i18n, defaultNS: namespace },
      createElement(MemoryRouter, { basename: `/${lang}`, initialEntries: [`/${lang}${path === '/' ? '' : path}`] }, ui),
    ),
  );
  return Object.assign(render(tree), { props });
}
