import { useTranslation } from '@tp/shared/facades/react-i18next';
import { documentTitle, type NewsDetail } from '@tp/shared';
import { useLang } from '@tp/shared/react';
import { Illustration } from './Illustration';
import { isoMoment, localDateTime } from '@tp/shared/content/news-dates';
import { imageUrl } from '@tp/shared/content/safe-url';
import type { Sanitised } from '@tp/shared/content/sanitize-article';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ArticleNav } from './ArticleNav';
import { BackToList } from './BackToList';
import { ShareButton } from './ShareButton';
import styles from './article.module.css';

/** An article: title, date, cover, the sanitised body, share, previous and next, and the way back. */
export function ArticleView({ article }: { article: Sanitised<NewsDetail> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cover = imageUrl(article.cover_url);
  const time = article.times;
  useDocumentTitle(documentTitle(article.title, 'newsArticle'));

  return (
    <article className={styles.article}>
      <BackToList className={styles.back} />
      <header className={styles.header}>
        <h1 className={styles.title} lang={article.lang}>
          {article.title}
        </h1>
        <div className={styles.meta}>
          <p className={styles.date}>
            <span className={styles.dateLabel}>{t('article.published')}</span>{' '}
            <time dateTime={isoMoment(article.date, time)}>{localDateTime(article.date, time, lang)}</time>
            <span className={styles.dateRaw}>
              {article.date} {time}
            </span>
          </p>
          <ShareButton path={`/${lang}/news/${article.id}`} />
        </div>
      </header>
      {cover && <Illustration className={styles.cover} src={cover} width={1200} height={600} load="eager" />}
      <div className={styles.body} lang={article.lang} dangerouslySetInnerHTML={{ __html: article.content }} />
      <footer className={styles.footer}>
        <ArticleNav id={article.id} />
        <BackToList className={styles.backBottom} />
      </footer>
    </article>
  );
}
