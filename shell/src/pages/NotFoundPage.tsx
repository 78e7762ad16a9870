import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, useLang, useShell } from '@tp/shared/react';

/**
 * The 404 page (spec §2, §8): header and footer stay, a home button leads back.
 * The site server draws the same markup (`notFoundHtml`) into the HTML.
 */
export function NotFoundPage() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { navigate } = useShell();
  const lang = useLang();
  const home = `/${lang}`;
  return (
    <section className="tp-not-found" aria-labelledby="tp-not-found-title">
      <p className="tp-not-found__code" aria-hidden="true">404</p>
      <h1 id="tp-not-found-title" className="tp-not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="tp-not-found__body">{t('notFound.body')}</p>
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
