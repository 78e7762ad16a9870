import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { ReleasesState } from '../hooks/use-releases';
import { FileCheck } from './FileCheck';
import { OfficialSources } from './OfficialSources';
import { VersionLookup } from './VersionLookup';
import shared from './shared.module.css';
import styles from './AuthenticityCheck.module.css';

/**
 * Is what I downloaded the real wallet? A file check, a version lookup and the official sources.
 * Not `shared.deferred` like the sections around it: the browser styles and lays out a region with form controls
 * as the page loads all the same (docs/architecture.md §9).
 */
export function AuthenticityCheck({ releases, onRetry }: { releases: ReleasesState; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section id="verify" className={styles.section} aria-labelledby="download-verify-title">
      <h2 id="download-verify-title" className={shared.sectionTitle}>
        {t('verify.title')}
      </h2>
      <p className={shared.sectionLead}>{t('verify.lead')}</p>
      <div className={styles.grid}>
        <div className={`${shared.card} ${styles.panel}`}>
          <FileCheck releases={releases} onRetry={onRetry} />
        </div>
        <div className={`${shared.card} ${styles.panel}`}>
          <VersionLookup releases={releases} onRetry={onRetry} />
        </div>
      </div>
      {releases.status === 'ready' && <OfficialSources releases={releases.data.releases} />}
      {releases.status === 'loading' && <div className={`tp-skeleton ${styles.sourcesSkeleton}`} aria-hidden="true" />}
    </section>
  );
}
