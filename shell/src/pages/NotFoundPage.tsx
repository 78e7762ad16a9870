import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, useLang, useShell } from '@tp/shared/react';
import styles from './pages.module.css';

/** The 404 page (spec §2, §8): header and footer stay, a home button leads back. */
export function NotFoundPage() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { navigate } = useShell();
  const lang = useLang();
  const home = `/${lang}`;
  return (
    <section className={styles.page} aria-labelledby="tp-not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="tp-not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <a
        className="tp-button"
        href={home}
        onClick={(event) => {
          event.preventDefault();
          navigate(home);
        }}
      >
        {t('home')}
      </a>
    </section>
  );
}
