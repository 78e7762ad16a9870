import type { ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { FieldValues } from 'react-hook-form';
import { HoneypotField, HydrateWhenSeen, useLang } from '@tp/shared/react';
import { DonationBox } from './DonationBox';
import { FormMethodsProvider } from './form-methods';
import { ErrorSummary } from './ErrorSummary';
import { tooManyRequestsMessage } from './server-errors';
import type { SubmissionForm } from '../hooks/use-submission-form';
import styles from './form.module.css';

export interface FormPageProps<V extends FieldValues> {
  /** What the review checks, shown beside the form. */
  readonly requirements: readonly string[];
  readonly note?: string;
  readonly submission: SubmissionForm<V>;
  readonly children: ReactNode;
}

/** The body of every submission form (its heading is FormFrame's): requirements, error summary, fields, donation and submit. */
export function FormPage<V extends FieldValues>({ requirements, note, submission, children }: FormPageProps<V>) {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, onSubmit, submitting, problems, failure, retryAfter, guard, otherRefusals, summaryRef, restored, setAside, startOver, donation, prepare } = submission;
  const general =
    failure || otherRefusals.length ? (
      <>
        {failure && (failure === 'busy' && retryAfter !== null ? tooManyRequestsMessage(retryAfter, lang) : t(`form.failure.${failure}`))}
        {otherRefusals.map((message) => (
          <span key={message} className={styles.block}>
            {message}
          </span>
        ))}
      </>
    ) : undefined;
  return (
    <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby="submit-requirements-title">
          <h2 id="submit-requirements-title" className={styles.asideTitle}>
            {t('form.requirementsTitle')}
          </h2>
          <ul className={styles.requirements}>
            {requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          {note && <p className={styles.note}>{note}</p>}
          <p className={styles.hint}>{t('form.draftNote')}</p>
        </aside>
        <FormMethodsProvider form={form}>
          <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="submit-form-title">
            {setAside && (
              <p className={styles.restored} role="status">
                {t('form.draftSetAside', { key: setAside })}
              </p>
            )}
            {restored && (
              <div className={styles.restored} role="status">
                <span>{t('form.restored')}</span>
                <button type="button" className={styles.linkButton} onClick={startOver}>
                  {t('form.startOver')}
                </button>
              </div>
            )}
            <ErrorSummary ref={summaryRef} errors={problems} general={general} />
            <HoneypotField guard={guard} />
            {children}
            <DonationBox donation={donation} />
            <div className={styles.submitBar}>
              <button type="submit" className="tp-button" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? t('form.submitting') : t('form.submit')}
              </button>
            </div>
          </form>
        </FormMethodsProvider>
    </div>
  );
}

/**
 * A part of a form. Its fields hydrate on their own (HydrateWhenSeen): as the
 * section comes near the viewport, when the browser is first idle, or as soon
 * as the visitor reaches into it. Hydrated with the form in one piece, the
 * fields' effects and their subscriptions to the form were one task of 50-85 ms
 * on the Lighthouse mobile profile.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <HydrateWhenSeen>{children}</HydrateWhenSeen>
    </section>
  );
}
