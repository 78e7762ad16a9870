import { useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { ConsoleSession } from '@tp/shared/contracts/console';
import { ConsoleApiError } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import styles from './console.module.css';

/** The sign-in form; the api's refusal (wrong, locked, unreachable) is said in the console's language. */
export function SignInPage({ onSignedIn }: { onSignedIn(session: ConsoleSession): void }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.signIn(name.trim().toLowerCase(), password));
    } catch (caught) {
      const status = caught instanceof ConsoleApiError ? caught.status : 0;
      const minutes = /in (\d+) minutes/.exec(caught instanceof Error ? caught.message : '')?.[1] ?? '15';
      setError(status === 429 ? t('signIn.locked', { minutes }) : status === 401 || status === 400 ? t('signIn.wrong') : t('networkError'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="console-sign-in">
      <h2 id="console-sign-in">{t('signIn.heading')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label>
          {t('signIn.name')}
          <input name="username" autoComplete="username" required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy || !name || !password}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
