import { COMMON_NAMESPACE } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import styles from './ReleasesError.module.css';

/** The releases could not be loaded: says so and offers a retry, in whichever block needed them. */
export function ReleasesError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  const common = useTranslation(COMMON_NAMESPACE).t;
  return (
    <div role="alert" className={styles.error}>
      <p>{t('releasesError')}</p>
      <button type="button" className="tp-button" onClick={onRetry}>
        {common('retry')}
      </button>
    </div>
  );
}
