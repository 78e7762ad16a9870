import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { ConsoleApiError } from '../state/console-api';
import styles from './console.module.css';

/** Removes `name` after a second, explicit confirmation; focus moves to the confirmation, and back when cancelled. */
export function RemoveButton({ name, onRemove, onRemoved }: { readonly name: string; readonly onRemove: () => Promise<void>; readonly onRemoved: () => void }) {
  const { t } = useTranslation();
  // Focus follows the question, so a keyboard user confirms or cancels without hunting for the button; null: not asked yet.
  const [asking, setAsking] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const ask = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking !== null) (asking ? confirm : ask).current?.focus();
  }, [asking]);

  const remove = async () => {
    setBusy(true);
    setFailure('');
    try {
      await onRemove();
      onRemoved();
    } catch (error) {
      const forbidden = error instanceof ConsoleApiError && error.status === 403;
      setFailure(forbidden ? t('news.forbidden') : t('remove.failed', { message: error instanceof ConsoleApiError && error.status !== 0 ? error.message : t('networkError') }));
      setBusy(false);
    }
  };

  if (!asking) {
    return <button ref={ask} type="button" className={styles.button} aria-label={t('remove.ask', { name })} onClick={() => setAsking(true)}>{t('remove.short')}</button>;
  }
  return (
    <span className={styles.row} role="group" aria-label={t('remove.ask', { name })}>
      <button ref={confirm} type="button" className={`${styles.button} ${styles.danger}`} disabled={busy} onClick={() => void remove()}>{t('remove.confirm', { name })}</button>
      <button type="button" className={styles.button} disabled={busy} onClick={() => setAsking(false)}>{t('decide.cancel')}</button>
      {failure && <span role="alert" className={styles.error}>{failure}</span>}
    </span>
  );
}
