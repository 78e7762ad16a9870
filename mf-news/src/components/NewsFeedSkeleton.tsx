import { useTranslation } from '@tp/shared/facades/react-i18next';
import card from './news-card.module.css';
import styles from './news-feed.module.css';

const DAYS = [3, 3];

/** The list's shape while its first page loads: the same day headings, time column and cards. */
export function NewsFeedSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="news-skeleton">
      <p className="tp-visually-hidden" role="status">
        {t('list.loading')}
      </p>
      {DAYS.map((count, day) => (
        <div key={day} className={styles.day} aria-hidden="true">
          <div className={styles.dayHeading}>
            <span className={`tp-skeleton ${styles.skeletonDay}`} />
          </div>
          <ol className={styles.minutes}>
            {Array.from({ length: count }, (_, minute) => (
              <li key={minute} className={styles.minute}>
                <p className={styles.time}>
                  <span className={`tp-skeleton ${styles.skeletonTime}`} />
                </p>
                <div className={card.card}>
                  <div className={card.text}>
                    <span className={`tp-skeleton ${styles.skeletonTitle}`} />
                    <span className={`tp-skeleton ${styles.skeletonLine}`} />
                    <span className={`tp-skeleton ${styles.skeletonLine} ${styles.skeletonShort}`} />
                  </div>
                  <span className={`tp-skeleton ${card.cover}`} />
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
