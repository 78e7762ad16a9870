import { useEffect, useRef } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useNewsState, useNewsStore } from '../state/news-context';
import { ErrorState } from './ErrorState';
import { NewsDays } from './NewsDays';
import { NewsFeedSkeleton } from './NewsFeedSkeleton';
import { StatePanel } from './StatePanel';
import styles from './news-feed.module.css';

/** The list with its states: loading, error with retry, empty, and the load-more / no-more end. */
export function NewsFeed() {
  const { t } = useTranslation();
  const store = useNewsStore();
  const { listStatus, moreStatus, noMore, newsList, newsDate } = useNewsState();
  // The button goes away with the last page: keyboard focus moves to the sentence that replaces it.
  const pressed = useRef(false);
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (noMore && pressed.current) end.current?.focus();
  }, [noMore]);

  if (listStatus === 'idle' || listStatus === 'loading') return <NewsFeedSkeleton />;
  if (listStatus === 'error') {
    return <ErrorState title={t('list.error.title')} body={t('list.error.body')} onRetry={() => void store.loadFirst()} />;
  }
  if (newsList.length === 0) return <StatePanel role="status" title={t('list.empty.title')} body={t('list.empty.body')} />;

  const loadingMore = moreStatus === 'loading';
  return (
    <>
      <NewsDays days={newsDate} />
      <div className={styles.end}>
        {moreStatus === 'error' && (
          <p className={styles.moreError} role="alert">
            {t('list.moreError')}
          </p>
        )}
        {noMore ? (
          <p ref={end} className={styles.noMore} role="status" tabIndex={-1}>
            {t('list.noMore')}
          </p>
        ) : (
          <button
            type="button"
            className="tp-button-secondary"
            onClick={() => {
              pressed.current = true;
              void store.loadMore();
            }}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
