import { useMemo, useState } from 'react';
import { renderedUserAgent } from '@tp/shared/download/page-data';
import { HydrateWhenSeen, useBrowserValue, useShell } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useSearchParams } from '@tp/shared/facades/router';
import { AuthenticityCheck } from '../components/AuthenticityCheck';
import { DownloadOptions, DownloadOptionsSkeleton } from '../components/DownloadOptions';
import { InstallTutorial } from '../components/InstallTutorial';
import { panelId, PlatformTabs, tabId } from '../components/PlatformTabs';
import { ReleasesError } from '../components/ReleasesError';
import { ScanToDownload, ScanToDownloadSkeleton } from '../components/ScanToDownload';
import { VersionsTable, VersionsTableSkeleton } from '../components/VersionsTable';
import shared from '../components/shared.module.css';
import { useReleases } from '../hooks/use-releases';
import { browserDeviceHints, deviceFit, NO_DEVICE_HINTS, preferredOption } from '../platforms/detect-platform';
import { TYPICAL_OPTIONS, type OptionId, type PlatformId } from '../platforms/platforms';
import { initialPlatform, queryForPlatform } from '../platforms/select-platform';
import { offeredOptions, releasesOfPlatform } from '../releases/offered';
import styles from './DownloadPage.module.css';

const browserFit = () => deviceFit(browserDeviceHints());

interface DownloadPageProps {
  /** The platform of /download/android, /ios or /pc; none on /download/app. */
  readonly pagePlatform?: PlatformId;
}

export function DownloadPage({ pagePlatform }: DownloadPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // The server renders for the user agent of the request, which the page carries: hydration starts from that render,
  // and the browser's own hints (iPadOS, Brave) refine it right after.
  const { pageData } = useShell();
  const renderedFor = renderedUserAgent(pageData);
  const serverFit = useMemo(() => deviceFit(renderedFor ? { userAgent: renderedFor } : NO_DEVICE_HINTS), [renderedFor]);
  const fit = useBrowserValue(browserFit, serverFit);
  const loaded = useReleases();
  const [featured, setFeatured] = useState<Partial<Record<PlatformId, OptionId>>>({});

  const { detected } = fit;
  // The query holds the choice, so a shared or reloaded link shows the same tab.
  const platform = initialPlatform(search, pagePlatform, detected);
  const select = (next: PlatformId) => setSearch(queryForPlatform(search, next), { replace: true, preventScrollReset: true });

  const releases = loaded.status === 'ready' ? loaded.data.releases : [];
  const offered = offeredOptions(platform, releases);
  // A desktop browser fits both the extension and the desktop app; a phone fits only its own tab.
  const fitsDevice = platform === detected || (platform === 'pc' && detected === 'extension');
  const recommended = fitsDevice ? preferredOption(fit.preferred[platform], offered) : undefined;
  const qrTarget = offered.find(({ option }) => option.id === featured[platform]) ?? recommended ?? offered[0];

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`pageTitle.${pagePlatform ?? 'app'}`)}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <a className={styles.verifyLink} href="#verify">
          {t('verify.jump')}
        </a>
      </header>

      <PlatformTabs selected={platform} onSelect={select} />

      <div role="tabpanel" id={panelId(platform)} aria-labelledby={tabId(platform)} className={styles.panel}>
        <h2 className="tp-visually-hidden">{t('panelTitle', { platform: t(`platforms.${platform}`) })}</h2>
        <div className={styles.options}>
          {loaded.status === 'loading' && <DownloadOptionsSkeleton options={TYPICAL_OPTIONS[platform]} />}
          {loaded.status === 'error' && <ReleasesError onRetry={loaded.retry} />}
          {loaded.status === 'ready' && <DownloadOptions offered={offered} recommended={recommended?.option.id} />}
        </div>
        <div className={styles.scan}>
          {loaded.status === 'loading' && <ScanToDownloadSkeleton options={TYPICAL_OPTIONS[platform]} />}
          {loaded.status === 'ready' && (
            <ScanToDownload
              offered={offered}
              featured={qrTarget?.option.id}
              onFeature={(option) => setFeatured((current) => ({ ...current, [platform]: option }))}
            />
          )}
        </div>
      </div>

      {/* Below the first screen: each part hydrates on its own, when it comes near or the browser is idle. */}
      <HydrateWhenSeen>
        <InstallTutorial platform={platform} />
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <section className={`${styles.versions} ${shared.deferred}`} aria-labelledby="download-versions-title">
          <h2 id="download-versions-title" className={shared.sectionTitle}>
            {t('versions.title')}
          </h2>
          <p className={shared.sectionLead}>{t('versions.lead', { platform: t(`platforms.${platform}`) })}</p>
          {loaded.status === 'loading' && <VersionsTableSkeleton />}
          {loaded.status === 'error' && <ReleasesError onRetry={loaded.retry} />}
          {loaded.status === 'ready' && <VersionsTable platform={platform} releases={releasesOfPlatform(platform, releases)} />}
        </section>
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <AuthenticityCheck releases={loaded} onRetry={loaded.retry} />
      </HydrateWhenSeen>
    </div>
  );
}
