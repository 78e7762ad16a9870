import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseArticleId } from '@tp/shared';
import { ArticleSkeleton } from '../components/ArticleSkeleton';
import { ArticleView } from '../components/ArticleView';
import { ErrorState } from '../components/ErrorState';
import { NotFoundView } from '../components/NotFoundView';
import { useNewsState, useNewsStore } from '../state/news-context';

/** /{lang}/news/{id}; an id that cannot exist is not found without asking the api. */
export default function NewsArticlePage() {
  const id = parseArticleId(useParams().id);
  return id === undefined ? <NotFoundView /> : <ArticleLoader key={id} id={id} />;
}

function ArticleLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const store = useNewsStore();
  const { article, newsDetailData } = useNewsState();

  useEffect(() => {
    void store.openArticle(id);
  }, [store, id]);
  // An article opens at its top, wherever the page it came from was scrolled.
  // (A block body: scrollTo returns a promise in recent browsers, and React would take it for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  // Until the store has it, the article the page was rendered with on the server shows as it did there.
  const rendered = store.renderedArticle(id);
  const opened = article?.id === id && article.status !== 'loading';
  const status = opened ? article.status : rendered ? 'ready' : rendered === null ? 'notFound' : 'loading';
  const shown = opened ? newsDetailData : (rendered ?? newsDetailData);
  if (status === 'notFound') return <NotFoundView />;
  if (status === 'error') {
    return <ErrorState title={t('article.error.title')} body={t('article.error.body')} onRetry={() => void store.openArticle(id)} />;
  }
  if (status === 'loading' || !shown) return <ArticleSkeleton />;
  return <ArticleView article={shown} />;
}
