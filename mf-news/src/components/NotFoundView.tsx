import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link } from '@tp/shared/facades/router';
import { documentTitle } from '@tp/shared';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './not-found.module.css';

/**
 * An article that does not exist. The site server cannot know article ids and
 * answers 200, so the page says 404 where it can: in its title and its body.
 */
export function NotFoundView() {
  const { t } = useTranslation();
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  useDocumentTitle(documentTitle(`404 · ${common('notFound.title')}`, 'notFound'));
  return (
    <section className={styles.page} aria-labelledby="news-not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="news-not-found-title" className={styles.title}>
        {common('notFound.title')}
      </h1>
      <p className={styles.body}>{t('article.notFound')}</p>
      <div className={styles.actions}>
        <Link className="tp-button" to="/news">
          {t('article.back')}
        </Link>
        <Link className="tp-button-secondary" to="/">
          {common('home')}
        </Link>
      </div>
    </section>
  );
}
