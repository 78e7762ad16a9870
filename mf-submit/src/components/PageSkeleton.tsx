import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import styles from './page-skeleton.module.css';

/** The shape of the page that is loading, at its final size: nothing moves when it arrives. */
export function PageSkeleton({ variant }: { variant: 'form' | 'card' }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div className={variant === 'form' ? styles.form : styles.card} role="status" aria-label={t('loading')}>
      <span className={styles.block} style={{ width: '45%', height: '2.75rem' }} />
      <span className={styles.block} style={{ width: '70%', height: '1.5rem' }} />
      {variant === 'form' ? (
        <div className={styles.layout}>
          <span className={styles.block} style={{ height: '36rem' }} />
          <span className={styles.block} style={{ height: '16rem' }} />
        </div>
      ) : (
        <span className={styles.block} style={{ height: '18rem' }} />
      )}
    </div>
  );
}
