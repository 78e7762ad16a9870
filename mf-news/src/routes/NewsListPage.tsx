import { useEffect } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { BannerStrip } from '../components/BannerStrip';
import { NewsFeed } from '../components/NewsFeed';
import { PromoList } from '../components/PromoList';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import { useNewsState, useNewsStore } from '../state/news-context';
import styles from './list-page.module.css';

/** /{lang}/news: the grouped list with load more, banners, activities and ads. */
export function NewsListPage() {
  const { t } = useTranslation();
  const store = useNewsStore();
  const { listStatus, newsForm, promos } = useNewsState();

  useEffect(() => {
    if (store.getState().listStatus === 'idle') void store.loadFirst();
    void store.loadPromos();
  }, [store]);
  useListScrollMemory(store, listStatus === 'ready');

  const promosLoading = promos.status !== 'ready';
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.lead}>{t('list.intro')}</p>
      </header>
      <div className={styles.layout}>
        <BannerStrip promos={promos} className={styles.banners} />
        <section className={styles.feed} aria-labelledby="news-feed-title" data-content-lang={newsForm.lang}>
          <h2 id="news-feed-title" className={styles.feedTitle}>
            {t('list.latest')}
          </h2>
          <NewsFeed />
        </section>
        <aside className={styles.aside} aria-label={t('promos.label')}>
          <PromoList id="news-activities-title" title={t('promos.activities')} items={promos.activities} loading={promosLoading} />
          <PromoList id="news-ads-title" title={t('promos.ads')} items={promos.ads} loading={promosLoading} />
        </aside>
      </div>
    </div>
  );
}
