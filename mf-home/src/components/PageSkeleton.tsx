import { useTranslation } from '@tp/shared/facades/react-i18next';
import ui from './ui.module.css';
import styles from './PageSkeleton.module.css';

/** Holds an information page's hero in place while its code loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <section className={ui.pageHero} aria-busy="true" aria-label={t('pageLoading')}>
      <div className={`${ui.inner} ${ui.pageHeroInner}`}>
        <div>
          <span className={styles.eyebrow} />
          <span className={styles.title} />
          <span className={styles.title} data-short />
          <span className={styles.line} />
          <span className={styles.line} />
        </div>
        <div className={ui.pageHeroArt}>
          <span className={styles.art} />
        </div>
      </div>
    </section>
  );
}
