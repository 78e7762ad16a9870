import { useEffect } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link } from '@tp/shared/facades/router';
import type { NewsItem } from '@tp/shared';
import { neighboursOf } from '../state/news-state';
import { useNewsState, useNewsStore } from '../state/news-context';
import styles from './article.module.css';

/** Previous (newer) and next (older) articles of the list, loading list pages as needed to find them. */
export function ArticleNav({ id }: { id: number }) {
  const { t } = useTranslation();
  const store = useNewsStore();
  const { newsList, listStatus, moreStatus } = useNewsState();
  useEffect(() => {
    void store.loadNeighbours(id);
  }, [store, id]);

  const { previous, next } = neighboursOf(newsList, id);
  const searching = listStatus === 'idle' || listStatus === 'loading' || moreStatus === 'loading';
  return (
    <nav className={styles.neighbours} aria-label={t('article.neighbours')}>
      <Neighbour item={previous} label={t('article.previous')} rel="prev" searching={searching} />
      <Neighbour item={next} label={t('article.next')} rel="next" searching={searching} />
    </nav>
  );
}

function Neighbour({ item, label, rel, searching }: { item?: NewsItem; label: string; rel: 'prev' | 'next'; searching: boolean }) {
  const side = rel === 'prev' ? styles.previous : styles.next;
  if (!item) {
    return searching ? <span className={`tp-skeleton ${styles.neighbour} ${side}`} aria-hidden="true" /> : <span className={side} />;
  }
  return (
    <Link className={`${styles.neighbour} ${side}`} to={`/news/${item.id}`} rel={rel}>
      <span className={styles.neighbourLabel}>
        {rel === 'prev' ? '← ' : ''}
        {label}
        {rel === 'next' ? ' →' : ''}
      </span>
      <span className={styles.neighbourTitle} lang={item.lang}>
        {item.title}
      </span>
    </Link>
  );
}
