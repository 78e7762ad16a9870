import type { ReactElement } from 'react';
import type { Locale } from '@tp/shared';
import { formGuardClock } from '@tp/shared/react';
import { renderSection, type RenderSectionOptions } from '@tp/shared/testing/render-section';
import { NAMESPACE } from '../locales/namespace';
import en from '../locales/en.json';
import ko from '../locales/ko.json';
import th from '../locales/th.json';
import zh from '../locales/zh.json';

// A script fills the subscribe box at once: the wait for a person's minimum fill time is skipped here.
formGuardClock.sleep = async () => {};

const STRINGS: Partial<Record<Locale, Record<string, unknown>>> = { en, zh, ko, th };

/**
 * Renders header or footer as the shell mounts them, at a real URL: they have
 * no router of their own and read `window.location`.
 */
export function renderAt(url: string, ui: ReactElement, options: Omit<RenderSectionOptions, 'namespace' | 'strings'> = {}) {
  window.history.pushState({}, '', url);
  const lang = options.lang ?? 'en';
  return renderSection(ui, { ...options, lang, namespace: NAMESPACE, strings: STRINGS[lang] ?? en });
}

/** Moves the page to another URL the way single-spa's navigateToUrl does. */
export function goTo(url: string) {
  window.history.pushState({}, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
