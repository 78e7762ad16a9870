import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useSearchParams } from '@tp/shared/facades/router';
import { dappDetailPath } from '@tp/shared/routes/page-ids';
import type { CheckState, SubmissionCheck } from '@tp/shared/contracts/submission-checks';
import styles from './console.module.css';

/** States that ask for a reviewer's look, shown as a warning. */
const WARNING_STATES: readonly CheckState[] = ['failed', 'flagged'];

/** The facts behind a finding, in the order a reviewer reads them; the links to the other item come apart. */
const FACTS = ['network', 'address', 'domain', 'similar_to', 'expected_amount', 'actual_amount', 'confirmations', 'submitted', 'on_chain', 'error'] as const;

/**
 * The automatic checks of a submission (contract, phishing, look-alike, duplicate, donation),
 * each with its outcome in words and, for a look-alike or duplicate, links to the item it resembles:
 * the other submission in the console, the listed DApp on the public store (English pages).
 */
export function CheckFindings({ checks }: { readonly checks: readonly SubmissionCheck[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className={styles.panel} aria-labelledby="checks-heading">
      <h3 id="checks-heading">{t('checks.heading')}</h3>
      {checks.length === 0 && <p className={styles.muted}>{t('checks.none')}</p>}
      <ul className={styles.checks}>
        {checks.map((check) => (
          <li key={check.id} className={WARNING_STATES.includes(check.state) ? styles.warning : undefined}>
            <strong>{t(`checks.kinds.${check.kind}`)}</strong> · {t(`checks.states.${check.state}`)}
            {check.reason && ` · ${t(`checks.reasons.${check.reason}`)}`}
            <span className={styles.muted}> · {check.subject}</span>
            <dl className={styles.fields}>
              {FACTS.filter((fact) => check.details[fact] !== undefined).flatMap((fact) => [
                <dt key={`${fact}-k`}>{t(`checks.facts.${fact}`)}</dt>,
                <dd key={`${fact}-v`}>{String(check.details[fact])}</dd>,
              ])}
            </dl>
            {(check.details.receipt || check.details.dapp_id) && (
              <p className={styles.row}>
                {check.details.receipt && <Link to={`/submissions/${check.details.receipt}?${params}`}>{t('checks.otherSubmission', { receipt: check.details.receipt })}</Link>}
                {check.details.dapp_id && (
                  <a href={`/en${dappDetailPath(check.details.dapp_id)}`} target="_blank" rel="noopener noreferrer">{t('checks.listedDapp', { id: check.details.dapp_id })}</a>
                )}
              </p>
            )}
            <p className={styles.muted}>{check.checked_at ? t('checks.checkedAt', { at: check.checked_at, count: check.attempts }) : t('checks.waiting')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
