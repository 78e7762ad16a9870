import type { ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import styles from './Notice.module.css';

/** A failure inside the page, in words, with a way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div role="alert" className={`${styles.notice} ${styles.error}`}>
      <p>{message}</p>
      <button type="button" className="tp-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** An empty list or a dead end, said plainly, with an optional way on. */
export function EmptyNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.notice}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
