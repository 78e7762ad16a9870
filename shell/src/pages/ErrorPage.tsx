import { Component, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import styles from './pages.module.css';

/** The generic error page (docs/product.md §8.2). */
export function ErrorPage({ home }: { home: string }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{t('errorPage.title')}</h1>
      <p className={styles.body}>{t('errorPage.body')}</p>
      <a className="tp-button" href={home}>
        {t('home')}
      </a>
    </section>
  );
}

/** docs/product.md §8.2: an error inside the error page shows a fixed message with a link home. */
export class ErrorPageBoundary extends Component<{ home: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert">
        An error occurred while showing the error page. <a href={this.props.home}>Home</a>
      </p>
    );
  }
}
