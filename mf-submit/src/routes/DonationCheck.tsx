import { useTranslation } from 'react-i18next';
import type { DonationCheckView } from '@tp/shared';
import styles from './pages.module.css';

/** The sentence of a donation's on-chain check, in the visitor's language. */
function useDonationCheckText(check: DonationCheckView): string {
  const { t } = useTranslation();
  const key = 'status.donationCheck';
  switch (check.state) {
    case 'confirmed':
      return t(`${key}.confirmed`);
    case 'unverified':
    case 'not_checked':
      return t(`${key}.unverified`);
    case 'failed':
      return t(`${key}.failed.${check.reason ?? 'notFoundInTime'}`, { amount: check.expected_amount, defaultValue: t(`${key}.failed.notFoundInTime`) });
    default:
      if (check.reason === 'awaitingConfirmations') {
        return check.confirmations
          ? t(`${key}.awaitingSeen`, { count: check.required_confirmations, seen: check.confirmations })
          : t(`${key}.awaiting`, { count: check.required_confirmations });
      }
      return t(check.reason === 'transactionNotFound' ? `${key}.searching` : `${key}.checking`);
  }
}

/** Where the donation stands on chain; read out when it changes while the page is open. */
export function DonationCheck({ check }: { check: DonationCheckView }) {
  const text = useDonationCheckText(check);
  return (
    <span className={styles.donationCheck} data-state={check.state} data-testid="donation-check" role="status" aria-live="polite">
      {text}
    </span>
  );
}
