import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useLocation, useSearchParams } from '@tp/shared/facades/router';
import { isReceipt, normalizeReceipt } from '@tp/shared/api/receipt';
import { useLang, useShell } from '@tp/shared/react';
import { CopyButton } from '../components/CopyButton';
import { refusalsOf, failureKind } from '../form/server-errors';
import type { SuccessState } from '../hooks/use-submission-form';
import { isSubmissionKind } from './receipt';
import styles from './pages.module.css';

/** Attaches a donation the form could not attach at submit time. */
function DonationRetry({ receipt, state }: { receipt: string; state: SuccessState }) {
  const { t } = useTranslation();
  const { api } = useShell();
  const lang = useLang();
  const [outcome, setOutcome] = useState<{ failure: SuccessState['donationFailure']; message?: string }>({
    failure: state.donationFailure,
    message: state.donationMessage,
  });
  const [busy, setBusy] = useState(false);
  const donation = state.donation;
  if (!donation) return null;
  if (!outcome.failure) {
    return (
      <p className={styles.ok} role="status">
        {t('success.donationAttached', { amount: donation.payment })}
      </p>
    );
  }
  const retry = async () => {
    setBusy(true);
    try {
      await api.attachDonation(receipt, donation);
      setOutcome({ failure: null });
    } catch (error) {
      const refusals = await refusalsOf(error, lang);
      setOutcome(refusals.length ? { failure: 'refused', message: refusals[0].message } : { failure: failureKind(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.warning} role="alert">
      <p>{t('success.donationFailed', { amount: donation.payment })}</p>
      <p>{outcome.message ?? t(`failure.${outcome.failure === 'refused' ? 'server' : outcome.failure}`)}</p>
      <p className={styles.mono}>{donation.explorer_url}</p>
      <button type="button" className="tp-button" onClick={() => void retry()} disabled={busy}>
        {t('success.retryDonation')}
      </button>
    </div>
  );
}

/** The success screen (docs/product.md §4.1): listed after review; tokens within 2 working days; the receipt and its status page. */
export default function Success() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const receipt = normalizeReceipt(params.get('receipt') ?? '');
  const kindParam = params.get('kind');
  const kind = isSubmissionKind(kindParam) ? kindParam : null;
  const validReceipt = isReceipt(receipt);
  const state = (location.state ?? null) as SuccessState | null;

  return (
    <section className={styles.page} aria-labelledby="success-title">
      <div className={styles.card}>
        <svg className={styles.badge} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
          <path d="m14 25 7 7 14-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="success-title" className={styles.title}>
          {t('success.title')}
        </h1>
        <p className={styles.lead}>{t(kind ? `success.body.${kind}` : 'success.body.generic')}</p>
        {kind === 'token' && <p>{t('success.tokenTime')}</p>}
        {validReceipt && (
          <>
            <dl className={styles.receipt}>
              <dt>{t('success.receipt')}</dt>
              <dd>
                <code data-testid="receipt">{receipt}</code>
                <CopyButton value={receipt} label={t('success.copyReceipt')} />
              </dd>
            </dl>
            <p className={styles.hint}>{t('success.receiptHint')}</p>
          </>
        )}
        {validReceipt && state && <DonationRetry receipt={receipt} state={state} />}
        <div className={styles.actions}>
          {validReceipt && (
            <Link className="tp-button" to={`/submit/status/${encodeURIComponent(receipt)}`}>
              {t('success.statusLink')}
            </Link>
          )}
          <Link className="tp-button-secondary" to="/">
            {t('success.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
