import type { i18n as I18n } from 'i18next';
import type { BehaviorSubject } from '../facades/rxjs';
import type { LifeCycles, ParcelConfig } from 'single-spa';
import type { ApiClient } from '../api/client';
import type { ShellBus } from '../bus/bus';
import type { Locale } from '../i18n/locales';
import type { Blockchain, DeviceSize, Theme, TokenProtocolMap } from './data';
import type { DonationKind } from './events';
import type { PageData } from './page-data';
import type { SiteSettings } from './site-settings';

/**
 * What the shell passes to every single-spa application as custom props.
 * Values that change over time are BehaviorSubjects: single-spa props are a
 * snapshot taken at mount. Remotes read them and may write only `theme$`.
 */
export interface ShellProps {
  readonly contractVersion: number;
  /** The language of the current path. */
  readonly lang$: BehaviorSubject<Locale>;
  /** Light or dark; the header's toggle writes it, the shell persists and applies it. */
  readonly theme$: BehaviorSubject<Theme>;
  readonly device$: BehaviorSubject<DeviceSize>;
  readonly online$: BehaviorSubject<boolean>;
  /** The blockchain list, loaded once at start (docs/product.md §2.4), cached for failures (docs/product.md §4.8). */
  readonly chains$: BehaviorSubject<readonly Blockchain[]>;
  readonly tokenProtocols$: BehaviorSubject<TokenProtocolMap>;
  /** Whether the footer shows: the shell's decision, from the route and `footer:show` events. */
  readonly footerVisible$: BehaviorSubject<boolean>;
  readonly bus: ShellBus;
  /** The shell's i18next instance; remotes add their own namespaces to it. */
  readonly i18n: I18n;
  readonly api: ApiClient;
  /** Every address a deployment fills in (site-settings.json), as the site server read it at start. */
  readonly site: SiteSettings;
  /** What the server rendered the first page with (see page-data.ts); empty when it had nothing. */
  readonly pageData?: PageData;
  /** Navigates within the site without a page reload. */
  navigate(url: string): void;
}

/** Props of the donate panel parcel, on top of the shell's props. */
export interface DonateParcelProps extends ShellProps {
  readonly kind: DonationKind;
  readonly submissionId: string;
  /** Closes the dialog that hosts the parcel. */
  close(): void;
}

/** The shape of every remote's `./lifecycles` module. */
export interface RemoteLifecyclesModule {
  /** The CONTRACT_VERSION the remote was built against. */
  readonly contractVersion: number;
  /** single-spa applications by name (see REMOTES for the names each remote must export). */
  readonly apps: Readonly<Record<string, LifeCycles<ShellProps>>>;
  /** Parcels other parts of the site mount, e.g. mf-submit's `donate`. */
  readonly parcels?: Readonly<Record<string, ParcelConfig<DonateParcelProps>>>;
}
