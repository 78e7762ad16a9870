import { useTranslation } from '@tp/shared/facades/react-i18next';
import shared from './shared.module.css';
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
        <span className={`${shared.skeleton} ${styles.skeletonBack}`} />
        <span className={`${shared.skeleton} ${styles.skeletonTitle}`} />
        <span className={`${shared.skeleton} ${styles.skeletonTitle} ${styles.skeletonShort}`} />
        <span className={`${shared.skeleton} ${styles.skeletonMeta}`} />
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={`${shared.skeleton} ${styles.skeletonLine}`} />
        ))}
      </div>
    </div>
  );
}
