import type { ReactNode } from 'react';
import type { SubmissionKind } from '@tp/shared/api/types';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import styles from './form-frame.module.css';

/**
 * The heading of a form page, shown as soon as the section mounts while the
 * form's own code loads: the largest text on the page paints without waiting for it.
 */
export function FormFrame({ kind, children }: { kind: SubmissionKind; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="submit-form-title" className={styles.title}>
          {t(`${kind}.pageTitle`)}
        </h1>
        <p className={styles.intro}>{t(`${kind}.pageIntro`)}</p>
      </header>
      {children}
    </div>
  );
}
