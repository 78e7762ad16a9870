import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import styles from './page-skeleton.module.css';

/** The shape of what is loading, at its final size: nothing moves when it arrives. */
export function PageSkeleton({ variant }: { variant: 'form' | 'card' }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  if (variant === 'form') {
    // The form's heading is already there (FormFrame): only its body is pending.
    return (
      <div className={styles.layout} role="status" aria-label={t('loading')}>
        <span className={`tp-skeleton ${styles.block} ${styles.formBody}`} />
        <span className={`tp-skeleton ${styles.block} ${styles.formAside}`} />
      </div>
    );
  }
  return (
    <div className={styles.card} role="status" aria-label={t('loading')}>
      <span className={`tp-skeleton ${styles.block} ${styles.cardBody}`} />
    </div>
  );
}
