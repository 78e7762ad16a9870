import { useTranslation } from '@tp/shared/facades/react-i18next';
import styles from './article.module.css';

/** The article's shape while it loads. */
export function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.article} aria-busy="true" data-testid="article-skeleton">
      <p className="tp-visually-hidden" role="status">
        {t('article.loading')}
      </p>
      <div aria-hidden="true">
        <span className={`tp-skeleton ${styles.skeletonBack}`} />
        <span className={`tp-skeleton ${styles.skeletonTitle}`} />
        <span className={`tp-skeleton ${styles.skeletonTitle} ${styles.skeletonShort}`} />
        <span className={`tp-skeleton ${styles.skeletonMeta}`} />
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={`tp-skeleton ${styles.skeletonLine}`} />
        ))}
      </div>
    </div>
  );
}
