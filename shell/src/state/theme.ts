import { localStore } from '@tp/shared/stored/browser-storage';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import type { Theme } from '@tp/shared';
import { checkValue } from '@tp/shared/stored/stored-format';
import { THEME_STORAGE_KEY, themeSchema } from '@tp/shared/stored/theme';

/** What the in-app browser of the wallet exposes, when it exposes anything. */
interface InAppBridge {
  getTheme(): Promise<Theme>;
}

declare global {
  interface Window {
    TPWalletBridge?: InAppBridge;
  }
}

const IN_APP_USER_AGENT = /TokenPocket|TPWallet/i;

export function isTheme(value: unknown): value is Theme {
  return themeSchema.safeParse(value).success;
}

function readStored(): Theme | null {
  const stored = localStore.get(THEME_STORAGE_KEY);
  if (stored === null) return null;
  const read = checkValue(`localStorage "${THEME_STORAGE_KEY}"`, themeSchema, stored);
  if (read.ok) return read.value;
  console.warn(`${read.problem}; it is ignored`);
  return null;
}

/**
 * The theme: the page starts with what the inline head script applied before
 * first paint (query `theme`, then localStorage, then the system preference;
 * the script stores one given in the query). Every change is applied to
 * `<html data-theme>` and stored: the page's first theme is not, so a visitor
 * who never chose one keeps following the system's preference, from visit to
 * visit and as it changes while the page is open (a phone turning dark at dusk).
 */
export function createTheme(
  root: HTMLElement = document.documentElement,
  systemDark: MediaQueryList | undefined = window.matchMedia?.('(prefers-color-scheme: dark)'),
): BehaviorSubject<Theme> {
  const initial = isTheme(root.dataset.theme) ? root.dataset.theme : (readStored() ?? 'light');
  const theme$ = new BehaviorSubject<Theme>(initial);
  let changed = false;
  let followingSystem = false;
  theme$.subscribe((theme) => {
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
    // Private mode may refuse it: the theme still applies for this page.
    if (changed && !followingSystem) localStore.set(THEME_STORAGE_KEY, theme);
    changed = true;
  });
  systemDark?.addEventListener('change', ({ matches }) => {
    if (isTheme(localStore.get(THEME_STORAGE_KEY))) return;
    followingSystem = true;
    theme$.next(matches ? 'dark' : 'light');
    followingSystem = false;
  });
  if (IN_APP_USER_AGENT.test(navigator.userAgent) && window.TPWalletBridge) {
    window.TPWalletBridge.getTheme().then(
      (theme) => isTheme(theme) && theme$.next(theme),
      () => undefined,
    );
  }
  return theme$;
}
