import { renderedQrCodes } from '@tp/shared/download/qr-code';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useShell } from '@tp/shared/react';
import { lazy, Suspense, useMemo } from 'react';
import type { OptionId } from '../platforms/platforms';
import type { OfferedOption } from '../releases/offered';
import { QrImage } from './QrImage';
import shared from './shared.module.css';
import styles from './ScanToDownload.module.css';

// The page comes with the codes of its links; the encoder is only needed for a link it came without.
const QrCode = lazy(() => import('./QrCode'));

interface ScanToDownloadProps {
  readonly offered: readonly OfferedOption[];
  /** The option whose link the code carries; the first one offered when unset. */
  readonly featured: OptionId | undefined;
  onFeature(option: OptionId): void;
}

export function ScanToDownload({ offered, featured, onFeature }: ScanToDownloadProps) {
  const { t } = useTranslation();
  const { pageData } = useShell();
  const codes = useMemo(() => renderedQrCodes(pageData), [pageData]);
  const current = offered.find(({ option }) => option.id === featured) ?? offered[0];
  if (!current) return null;
  const name = t(`options.${current.option.id}`);
  const label = t('qr.alt', { name });
  const known = codes[current.release.url];
  return (
    <aside className={`${shared.card} ${styles.scan}`} aria-labelledby="download-scan-title">
      <h3 id="download-scan-title" className={styles.title}>
        {t('qr.title')}
      </h3>
      <p className={styles.body}>{t('qr.body')}</p>
      {offered.length > 1 && (
        <fieldset className={styles.choices}>
          <legend className="tp-visually-hidden">{t('qr.choose')}</legend>
          {offered.map(({ option }) => (
            <label key={option.id} className={styles.choice}>
              <input type="radio" name="download-qr" value={option.id} checked={option.id === current.option.id} onChange={() => onFeature(option.id)} />
              <span>{t(`options.${option.id}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.code}>
        {known ? (
          <QrImage modules={known} label={label} />
        ) : (
          <Suspense fallback={<div className={`tp-skeleton ${styles.placeholder}`} />}>
            <QrCode value={current.release.url} label={label} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}

/** The card while the releases load, with its texts and choices; only the code waits for a link. */
export function ScanToDownloadSkeleton({ options }: { options: readonly OptionId[] }) {
  const { t } = useTranslation();
  return (
    <div className={`${shared.card} ${styles.scan}`} aria-hidden="true">
      <p className={styles.title}>{t('qr.title')}</p>
      <p className={styles.body}>{t('qr.body')}</p>
      {options.length > 1 && (
        <div className={styles.choices}>
          {options.map((option) => (
            <span key={option} className={styles.choice}>
              <span>{t(`options.${option}`)}</span>
            </span>
          ))}
        </div>
      )}
      <div className={styles.code}>
        <div className={`tp-skeleton ${styles.placeholder}`} />
      </div>
    </div>
  );
}
