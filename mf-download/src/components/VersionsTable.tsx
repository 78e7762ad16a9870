import { formatBytes, type Release } from '@tp/shared';
import { releaseDate } from '@tp/shared/download/page-data';
import { useCopy, useLang } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useReleaseName } from '../hooks/use-release-name';
import { normalizeSha256 } from '../authenticity/match-release';
import { formatFingerprint } from '../authenticity/signing-certificate';
import type { PlatformId } from '../platforms/platforms';
import { shortHash } from '../releases/format';
import { httpUrl } from '@tp/shared/content/safe-url';
import shared from './shared.module.css';
import styles from './VersionsTable.module.css';

const COLUMNS = ['version', 'package', 'channel', 'released', 'size', 'sha256', 'certificate'] as const;

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 9h10v11H9zM5 4h10v3M5 4v12h2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** A long hex value, shortened, with its full text on hover and a copy button. */
function HashCell({ hex, full, copyLabel }: { hex: string; full: string; copyLabel: string }) {
  const copy = useCopy();
  return (
    <span className={styles.hashCell}>
      <code className={shared.hash} title={full}>
        {shortHash(hex)}
      </code>
      <button type="button" className={shared.secondaryButton} aria-label={copyLabel} onClick={() => void copy(full)}>
        <CopyIcon />
      </button>
    </span>
  );
}

function ReleaseRow({ release }: { release: Release }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = useReleaseName()(release);
  const link = httpUrl(release.url);
  const sha256 = normalizeSha256(release.sha256);
  const certificate = normalizeSha256(release.signing_cert_sha256);
  const label = (column: (typeof COLUMNS)[number]) => t(`versions.${column}`);
  // Stores size and sign what they serve; for our own downloads a gap means the api has not published it.
  const missing = t(release.store ? 'versions.managedByStore' : 'versions.notPublished');
  return (
    <tr>
      <td data-label={label('version')} className={styles.version}>
        {release.version}
      </td>
      <td data-label={label('package')}>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {name}
            <span className="tp-visually-hidden"> {t('newTab')}</span>
          </a>
        ) : (
          name
        )}
      </td>
      <td data-label={label('channel')}>
        <span className={release.channel === 'beta' ? styles.beta : undefined}>{t(`channels.${release.channel}`)}</span>
      </td>
      <td data-label={label('released')}>{releaseDate(release, lang)}</td>
      <td data-label={label('size')}>{release.size !== null ? formatBytes(release.size, lang) : missing}</td>
      <td data-label={label('sha256')}>
        {sha256 ? <HashCell hex={sha256} full={sha256} copyLabel={t('versions.copySha', { name, version: release.version })} /> : missing}
      </td>
      <td data-label={label('certificate')}>
        {certificate ? (
          <HashCell hex={certificate} full={formatFingerprint(certificate)} copyLabel={t('versions.copyCertificate', { name, version: release.version })} />
        ) : (
          missing
        )}
      </td>
    </tr>
  );
}

export function VersionsTable({ platform, releases }: { platform: PlatformId; releases: readonly Release[] }) {
  const { t } = useTranslation();
  if (releases.length === 0) return <p className={styles.empty}>{t('versions.empty')}</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="tp-visually-hidden">{t('versions.caption', { platform: t(`platforms.${platform}`) })}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`versions.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <ReleaseRow key={`${release.platform}|${release.arch}|${release.version}|${release.url}`} release={release} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VersionsTableSkeleton() {
  return (
    <div className={styles.scroller} aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <div key={n} className={`tp-skeleton ${styles.skeletonRow}`} />
      ))}
    </div>
  );
}
