import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { DonationState } from '../hooks/use-donation';
import { httpUrl } from '@tp/shared/content/safe-url';
import styles from './form.module.css';

/** The optional donation of a form (docs/product.md §4.1: fill the form, optionally donate, submit). */
export function DonationBox({ donation }: { donation: DonationState }) {
  const { t } = useTranslation();
  const value = donation.value;
  return (
    <section className={styles.donation} aria-labelledby="submit-donation-title">
      <h2 id="submit-donation-title" className={styles.sectionTitle}>
        {t('donation.title')}
      </h2>
      {value ? (
        <>
          <p role="status" className={styles.donationDone}>
            {t('donation.attached', { amount: value.payment })}
          </p>
          <p className={styles.hint}>
            {t('donation.link')}{' '}
            {httpUrl(value.explorer_url) ? (
              <a href={httpUrl(value.explorer_url)} target="_blank" rel="noopener noreferrer" className={styles.breakAll}>
                {value.explorer_url}
              </a>
            ) : (
              <span className={styles.breakAll}>{value.explorer_url}</span>
            )}
          </p>
          <div className={styles.inlineActions}>
            <button type="button" className={styles.linkButton} onClick={donation.open}>
              {t('donation.change')}
            </button>
            <button type="button" className={styles.linkButton} onClick={donation.remove}>
              {t('donation.remove')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('donation.body')}</p>
          <button type="button" className={styles.secondaryButton} onClick={donation.open}>
            {t('donation.open')}
          </button>
        </>
      )}
    </section>
  );
}
