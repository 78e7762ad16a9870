import { useResource } from '@tp/shared/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { RefusalChart } from '../components/RefusalChart';
import type { AuditSearch } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import styles from '../components/console.module.css';

/** Admins: every change by whom, what, when and from where, searchable; and the quiet form refusals per day. */
export function AuditPage() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [search, setSearch] = useState<AuditSearch>({});
  const [actor, setActor] = useState('');
  const [words, setWords] = useState('');
  const log = useResource(JSON.stringify(search), () => api.audit(search));
  const refusals = useResource('refusals', () => api.refusals(30));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ actor: actor.trim() || undefined, q: words.trim() || undefined });
  };

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      <div className={styles.panel}>
        <h3>{t('audit.refusals')}</h3>
        {refusals.status === 'loading' && <p role="status">{t('loading')}</p>}
        {refusals.status === 'error' && <p role="alert">{t('networkError')} <button type="button" className={styles.button} onClick={refusals.retry}>{t('retry')}</button></p>}
        {refusals.status === 'ready' && <RefusalChart rows={refusals.data} />}
      </div>
      <form className={`${styles.filters} ${styles.panel}`} onSubmit={submit} role="search">
        <label>
          {t('audit.actor')}
          <input value={actor} onChange={(e) => setActor(e.target.value)} />
        </label>
        <label>
          {t('audit.words')}
          <input value={words} onChange={(e) => setWords(e.target.value)} />
        </label>
        <button type="submit" className={styles.button}>{t('audit.search')}</button>
      </form>
      {log.status === 'loading' && <p role="status">{t('loading')}</p>}
      {log.status === 'error' && <p role="alert">{t('networkError')} <button type="button" className={styles.button} onClick={log.retry}>{t('retry')}</button></p>}
      {log.status === 'ready' && log.data.length === 0 && <p>{t('audit.empty')}</p>}
      {log.status === 'ready' && log.data.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr><th>{t('audit.when')}</th><th>{t('audit.actor')}</th><th>{t('audit.what')}</th><th>{t('audit.status')}</th><th>{t('audit.from')}</th></tr>
          </thead>
          <tbody>
            {log.data.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.at}</td>
                <td>{entry.actor} <span className={styles.muted}>({t(`roles.${entry.role}`, { defaultValue: entry.role })})</span></td>
                <td>{entry.action} <span className={styles.muted}>{JSON.stringify(entry.target)}</span></td>
                <td>{entry.status}</td>
                <td>{entry.address ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
