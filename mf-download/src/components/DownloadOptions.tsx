import { formatBytes } from '@tp/shared';
import { useLang } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { OptionId } from '../platforms/platforms';
import type { OfferedOption } from '../releases/offered';
import { sourceOf } from '../releases/source';
import shared from './shared.module.css';
import styles from './DownloadOptions.module.css';

/** Options whose note explains how they install. */
const NOTED = new Set<OptionId>(['brave', 'windows-x86']);
/** Options offering another browser's build. */
const BORROWED = new Set<OptionId>(['brave']);

interface DownloadOptionsProps {
  readonly offered: readonly OfferedOption[];
  /** The option that fits the visitor's device, marked as such. */
  readonly recommended?: OptionId;
}

export function DownloadOptions({ offered, recommended }: DownloadOptionsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  if (offered.length === 0) return <p className={styles.empty}>{t('options.empty')}</p>;
  return (
    <ul className={styles.list}>
      {offered.map(({ option, release }) => {
        const facts = [t('meta.version', { version: release.version }), release.size !== null ? formatBytes(release.size, lang) : null].filter(Boolean);
        return (
          <li key={option.id} className={`${shared.card} ${styles.option} ${option.id === recommended ? styles.recommended : ''}`}>
            <div className={styles.text}>
              <div className={styles.nameRow}>
                <h3 className={styles.name}>{t(`options.${option.id}`)}</h3>
                {option.id === recommended && <span className={styles.badge}>{t('recommended')}</span>}
              </div>
              <p className={styles.facts}>{facts.join(' · ')}</p>
              {/* Brave gets the Chrome build, whose minimum is Chrome's. */}
              {release.min_os && !BORROWED.has(option.id) && <p className={styles.facts}>{t('meta.minOs', { os: release.min_os })}</p>}
              {NOTED.has(option.id) && <p className={styles.note}>{t(`optionNotes.${option.id}`)}</p>}
            </div>
            <a className={`tp-button ${styles.action}`} href={release.url} target="_blank" rel="noopener noreferrer">
              {t(`action.${sourceOf(release)}`)}
              <span className="tp-visually-hidden">
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

/**
 * The options while the releases load, as tall as they will be: the same
 * lines in the same styles, with what needs the api (version, size, minimum
 * system, link) held by placeholders, so nothing moves when it arrives.
 */
export function DownloadOptionsSkeleton({ options }: { options: readonly OptionId[] }) {
  const { t } = useTranslation();
  const placeholder = <span className={`tp-skeleton ${styles.placeholderText}`} />;
  return (
    <ul className={styles.list} aria-hidden="true">
      {options.map((option) => (
        <li key={option} className={`${shared.card} ${styles.option}`}>
          <div className={styles.text}>
            <p className={styles.name}>{t(`options.${option}`)}</p>
            <p className={styles.facts}>{placeholder}</p>
            {!BORROWED.has(option) && <p className={styles.facts}>{placeholder}</p>}
            {NOTED.has(option) && <p className={styles.note}>{t(`optionNotes.${option}`)}</p>}
          </div>
          <div className={`tp-skeleton ${styles.skeletonAction}`} />
        </li>
      ))}
    </ul>
  );
}
