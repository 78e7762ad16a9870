import { useLang } from '@tp/shared/react';
import { useTranslation } from 'react-i18next';
import type { OfferedOption } from '../releases/offered';
import { channelOf } from '../releases/channel';
import { formatBytes } from '../releases/format';
import shared from './shared.module.css';
import styles from './DownloadOptions.module.css';

/** Options whose note explains how they install. */
const NOTED = new Set(['edge', 'brave', 'windows-x86']);

export function DownloadOptions({ offered }: { offered: readonly OfferedOption[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (offered.length === 0) return <p className={styles.empty}>{t('options.empty')}</p>;
  return (
    <ul className={styles.list}>
      {offered.map(({ option, release }) => {
        const facts = [
          t('meta.version', { version: release.version }),
          release.size !== null ? formatBytes(release.size, lang) : null,
          release.min_os ? t('meta.minOs', { os: release.min_os }) : null,
        ].filter(Boolean);
        return (
          <li key={option.id} className={`${shared.card} ${styles.option}`}>
            <div className={styles.text}>
              <h3 className={styles.name}>{t(`options.${option.id}`)}</h3>
              <p className={styles.facts}>{facts.join(' · ')}</p>
              {NOTED.has(option.id) && <p className={styles.note}>{t(`optionNotes.${option.id}`)}</p>}
            </div>
            <a className={`tp-button ${styles.action}`} href={release.url} target="_blank" rel="noopener noreferrer">
              {t(`action.${channelOf(release.url)}`)}
              <span className={shared.visuallyHidden}>
                {' '}
                {t(`options.${option.id}`)} {t('newTab')}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders of the final size while the releases load. */
export function DownloadOptionsSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1].map((n) => (
        <li key={n} className={`${shared.card} ${styles.option}`}>
          <div className={styles.text}>
            <div className={`${shared.skeleton} ${styles.skeletonName}`} />
            <div className={`${shared.skeleton} ${styles.skeletonFacts}`} />
          </div>
          <div className={`${shared.skeleton} ${styles.skeletonAction}`} />
        </li>
      ))}
    </ul>
  );
}
