import { COMMON_NAMESPACE } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import styles from './DetailSkeleton.module.css';

/** The detail page's shape while its code or its DApp loads. */
export function DetailSkeleton() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="tp-visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className={styles.head}>
        <span className={`tp-skeleton ${styles.icon}`} />
        <span className={`tp-skeleton ${styles.line} ${styles.title}`} />
      </div>
      <span className={`tp-skeleton ${styles.line}`} />
      <span className={`tp-skeleton ${styles.line} ${styles.short}`} />
      <span className={`tp-skeleton ${styles.block}`} />
      <span className={`tp-skeleton ${styles.block}`} />
    </div>
  );
}

/** The whole page's placeholder while the detail page's code loads. */
export function DetailPageFallback() {
  return (
    <div className={styles.page}>
      <span className={styles.back} />
      <DetailSkeleton />
    </div>
  );
}
