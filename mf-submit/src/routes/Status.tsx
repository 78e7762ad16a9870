import { useEffect, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useParams } from '@tp/shared/facades/router';
import { filter } from '@tp/shared/facades/rxjs';
import { formatDate, type SubmissionState, type SubmissionStatus } from '@tp/shared';
import { useLang, useShell } from '@tp/shared/react';
import { translateMessage } from '@tp/shared/validation/messages';
import { useValidationMessages } from '../form/validation';
import { CopyButton } from '../components/CopyButton';
import { failureKind, refusalsOf } from '../form/server-errors';
import { httpUrl } from '@tp/shared/content/safe-url';
import { DonationCheck } from './DonationCheck';
import { useSubmissionStatus } from '../hooks/use-submission-status';
import styles from './pages.module.css';

const STEPS: readonly SubmissionState[] = ['received', 'in_review', 'listed'];

/** Received → in review → listed, or rejected at the end. */
function Progress({ state }: { state: SubmissionState }) {
  const { t } = useTranslation();
  const steps = state === 'rejected' ? (['received', 'in_review', 'rejected'] as const) : STEPS;
  const current = steps.indexOf(state);
  return (
    <ol className={styles.progress}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-done={index < current ? true : undefined}
          data-current={index === current ? step : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          {t(`status.states.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/** Donating after submitting: the panel opens for the receipt, and the payment is attached to it. */
function useDonateForReceipt(submission: SubmissionStatus, onAttached: () => void) {
  const { bus, api } = useShell();
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const subscription = bus
      .on('donate:submitted')
      .pipe(filter((event) => event.submissionId === submission.receipt))
      .subscribe((event) => {
        setError(null);
        api.attachDonation(submission.receipt, event.donation).then(onAttached, async (failure: unknown) => {
          const refusals = await refusalsOf(failure, lang);
          setError(refusals[0]?.message ?? t(`failure.${failureKind(failure)}`));
        });
      });
    return () => subscription.unsubscribe();
  }, [api, bus, lang, onAttached, submission.receipt, t]);
  const open = () => bus.emit({ type: 'donate:open', kind: submission.kind, submissionId: submission.receipt, lang });
  return { open, error };
}

function Details({ submission, refreshing, reload }: { submission: SubmissionStatus; refreshing: boolean; reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const donate = useDonateForReceipt(submission, reload);
  const open = submission.status === 'received' || submission.status === 'in_review';
  return (
    <>
      <p className={styles.kicker}>{t(`status.kinds.${submission.kind}`)}</p>
      <h1 id="status-title" className={styles.title}>
        {submission.title}
      </h1>
      <p className={styles.stateLine} data-state={submission.status} role="status">
        {t(`status.states.${submission.status}`)}
        <span className={styles.stateBody}>{t(`status.stateBody.${submission.status}`)}</span>
      </p>
      <Progress state={submission.status} />
      {submission.status === 'rejected' && (submission.reason_code || submission.reason) && (
        <div className={styles.reason}>
          <h2>{t('status.reason')}</h2>
          {/* The listed reason in the reader's language, then the reviewer's note as written. */}
          {submission.reason_code && <p data-reason={submission.reason_code}>{t(`status.rejectionReasons.${submission.reason_code}`)}</p>}
          {submission.reason && <p>{submission.reason}</p>}
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('status.receipt')}</dt>
          <dd>
            <code>{submission.receipt}</code>
            <CopyButton value={submission.receipt} label={t('success.copyReceipt')} />
          </dd>
        </div>
        <div>
          <dt>{t('status.submitted')}</dt>
          <dd>{formatDate(submission.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('status.updated')}</dt>
          <dd>{formatDate(submission.updated_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t('status.donation')}</dt>
          <dd>
            {submission.donation ? (
              <span>
                {t('status.donationAmount', { amount: submission.donation.payment })}
                {httpUrl(submission.donation.explorer_url) && (
                  <>
                    {' · '}
                    <a href={httpUrl(submission.donation.explorer_url)} target="_blank" rel="noopener noreferrer">
                      {t('status.transaction')}
                    </a>
                  </>
                )}
                {submission.donation_check && <DonationCheck check={submission.donation_check} />}
              </span>
            ) : (
              t('status.noDonation')
            )}
          </dd>
        </div>
      </dl>
      {donate.error && (
        <p className={styles.errorText} role="alert">
          {donate.error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="tp-button-secondary" onClick={reload} disabled={refreshing} aria-busy={refreshing || undefined}>
          {t('status.refresh')}
        </button>
        {open && !submission.donation && (
          <button type="button" className="tp-button" onClick={donate.open}>
            {t('donation.open')}
          </button>
        )}
      </div>
    </>
  );
}

/** The public status page of a receipt (issue: its state and, if rejected, the reason). */
export default function Status() {
  const { t } = useTranslation();
  const lang = useLang();
  const { receipt = '' } = useParams();
  const { state, reload } = useSubmissionStatus(receipt);
  // 'No records found' is the spec's validation message, fetched in the visitor's language when needed.
  const notFoundMessage = useValidationMessages(lang, state.status === 'missing');
  return (
    <section className={styles.page} aria-labelledby="status-title" aria-busy={state.status === 'loading' || undefined}>
      <div className={styles.card}>
        {state.status === 'loading' && <StatusSkeleton />}
        {state.status === 'missing' && (
          <>
            <h1 id="status-title" className={styles.title}>
              {t('status.title')}
            </h1>
            <p className={styles.lead} role="alert">
              {notFoundMessage && translateMessage('notFound', lang)}
            </p>
            <p className={styles.hint}>{t('status.missingHint')}</p>
            <div className={styles.actions}>
              <Link className="tp-button-secondary" to="/">
                {t('success.home')}
              </Link>
            </div>
          </>
        )}
        {state.status === 'failed' && (
          <>
            <h1 id="status-title" className={styles.title}>
              {t('status.title')}
            </h1>
            <p className={styles.lead} role="alert">
              {t(`failure.${state.failure}`)}
            </p>
            <div className={styles.actions}>
              <button type="button" className="tp-button" onClick={reload}>
                {t('retry')}
              </button>
            </div>
          </>
        )}
        {state.status === 'ready' && <Details submission={state.submission} refreshing={state.refreshing} reload={reload} />}
      </div>
    </section>
  );
}

function StatusSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('status.loading')}>
      <h1 id="status-title" className="tp-visually-hidden">
        {t('status.title')}
      </h1>
      <span className={`tp-skeleton ${styles.skeleton}`} style={{ width: '6rem', height: '1rem' }} />
      <span className={`tp-skeleton ${styles.skeleton}`} style={{ width: '60%', height: '2.5rem' }} />
      <span className={`tp-skeleton ${styles.skeleton}`} style={{ width: '100%', height: '4rem' }} />
      <span className={`tp-skeleton ${styles.skeleton}`} style={{ width: '100%', height: '8rem' }} />
    </div>
  );
}
