import { BehaviorSubject } from 'rxjs';
import { ApiClient } from '../api/client';
import { createBus } from '../bus/bus';
import type { Blockchain, DeviceSize, Theme, TokenProtocolMap } from '../contracts/data';
import type { ShellProps } from '../contracts/shell-props';
import { CONTRACT_VERSION } from '../contracts/version';
import type { Locale } from '../i18n/locales';
import { createSiteI18n } from '../i18n/site-i18n';
import { COMMON_RESOURCES } from './common-resources';
import { createFakeHttpClient, type FakeHttpClient, type FakeRoute } from './fake-http';
import { testSiteSettings } from './site-settings';

/** A navigate function that records its calls; works under jest and in a browser alike. */
export interface NavigateSpy {
  (url: string): void;
  readonly calls: readonly string[];
}

export function createNavigateSpy(then: (url: string) => void = () => {}): NavigateSpy {
  const calls: string[] = [];
  return Object.assign(
    (url: string) => {
      calls.push(url);
      then(url);
    },
    { calls },
  );
}

export interface FakeShellPropsOptions extends Partial<ShellProps> {
  /** The starting language of `lang$` and `i18n`; `en` unless told otherwise. */
  readonly lang?: Locale;
  /** Answers of the fake api, by path (see createFakeHttpClient). */
  readonly routes?: Readonly<Record<string, FakeRoute>>;
}

export interface FakeShellProps extends ShellProps {
  readonly navigate: NavigateSpy;
  /** The fake HttpClient behind the default `api`, with the requests it received. */
  readonly http: FakeHttpClient;
}

/**
 * Complete ShellProps for tests and for a remote running alone: real
 * BehaviorSubjects, the in-memory bus, the site's i18next instance (with the
 * `common` namespace) following `lang$`, an api over a fake HttpClient, and
 * test site settings (testSiteSettings).
 */
export function createFakeShellProps(options: FakeShellPropsOptions = {}): FakeShellProps {
  const { lang = 'en', routes, navigate, ...overrides } = options;
  const http = createFakeHttpClient(routes);
  const lang$ = overrides.lang$ ?? new BehaviorSubject<Locale>(lang);
  const i18n = overrides.i18n ?? createSiteI18n(lang$.value, COMMON_RESOURCES);
  if (!overrides.i18n) {
    // As the shell does: the language of the path drives the translations.
    lang$.subscribe((next) => {
      if (i18n.language !== next) void i18n.changeLanguage(next);
    });
  }
  return {
    contractVersion: CONTRACT_VERSION,
    theme$: new BehaviorSubject<Theme>('light'),
    device$: new BehaviorSubject<DeviceSize>('web'),
    online$: new BehaviorSubject(true),
    chains$: new BehaviorSubject<readonly Blockchain[]>([]),
    tokenProtocols$: new BehaviorSubject<TokenProtocolMap>({}),
    footerVisible$: new BehaviorSubject(true),
    bus: createBus(),
    api: new ApiClient(http),
    site: testSiteSettings(),
    ...overrides,
    lang$,
    i18n,
    http,
    navigate: createNavigateSpy(navigate),
  };
}
