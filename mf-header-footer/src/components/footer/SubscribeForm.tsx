import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { HoneypotField, useFormGuard, useLang, useShell } from '@tp/shared/react';
import styles from './footer.module.css';

// The schema (and zod with it) loads when the visitor first uses the box, off the path of every page load.
const loadSchema = () => import('./subscribe-schema');

/**
 * The e-mail subscribe box (docs/product.md §5.6, §7.4, §8.4): a standard e-mail pattern
 * ('Error Email!' otherwise); the server's message as an error toast on a
 * non-zero result; the failure in a toast when the api cannot be reached;
 * 'Subscribe sucess' and an empty box on success. It carries the form guard
 * (honeypot and fill time); past the api's rate limit it says how long to wait.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, bus } = useShell();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const guard = useFormGuard('subscribe');
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const inputId = `${ids}-email`;
  const errorId = `${ids}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const schema = await loadSchema();
      await schema.loadMessages(lang);
      const parsed = schema.subscribeSchema(lang).safeParse({ email });
      if (!parsed.success) {
        setError(parsed.error.issues[0].message);
        inputRef.current?.focus();
        return;
      }
      setError(null);
      const response = await api.subscribe(parsed.data.email, await guard.seal());
      if (response.result === 0) {
        bus.emit({ type: 'toast', kind: 'success', message: t('subscribe.success') });
        setEmail('');
      } else if (response.result === 429 && response.retryAfter !== undefined) {
        bus.emit({ type: 'toast', kind: 'error', message: schema.tooManyRequestsMessage(lang, response.retryAfter) });
      } else {
        bus.emit({ type: 'toast', kind: 'error', message: response.message || t('subscribe.failed') });
      }
    } catch {
      bus.emit({ type: 'toast', kind: 'error', message: t('subscribe.networkError') });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.subscribe} noValidate onSubmit={submit} aria-busy={pending}>
      <label htmlFor={inputId} className={styles.subscribeTitle}>
        {t('subscribe.title')}
      </label>
      <p className={styles.subscribeText}>{t('subscribe.description')}</p>
      <HoneypotField guard={guard} />
      <div className={styles.subscribeRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.subscribeInput}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('subscribe.placeholder')}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadSchema()}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={`tp-button ${styles.subscribeButton}`} aria-disabled={pending}>
          {t('subscribe.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.subscribeError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
