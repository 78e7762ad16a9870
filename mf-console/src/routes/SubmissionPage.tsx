import { useResource } from '@tp/shared/react';
import { useRef, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from '@tp/shared/facades/router';
import { REJECTION_REASONS, type RejectionReason } from '@tp/shared/contracts/console';
import { useShortcuts } from '../hooks/use-shortcuts';
import { CheckFindings } from '../components/CheckFindings';
import { ConsoleApiError, type SubmissionDetail } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import { filterOf } from './QueuePage';
import styles from '../components/console.module.css';

type Outcome = { kind: 'done' | 'conflict' | 'failed'; text: string } | null;

const CONTACT_FIELD = /mail|contact|telegram|twitter|discord|wechat/i;
const HIDDEN_FIELDS = new Set(['submission_id']);

const show = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One submission with everything a reviewer needs, and the decision. */
export function SubmissionPage() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const navigate = useNavigate();
  const { receipt = '' } = useParams();
  const [params] = useSearchParams();
  const [version, setVersion] = useState(0);
  const load = useResource<SubmissionDetail>(`${receipt}#${version}`, () => api.detail(receipt));
  const fetchDetail = () => setVersion((n) => n + 1);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectionReason>('incomplete');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);

  const detail = load.status === 'ready' ? load.data : null;
  const missing = load.status === 'error' && load.error instanceof ConsoleApiError && (load.error.status === 404 || load.error.status === 400);
  const pending = detail?.status === 'received' || detail?.status === 'in_review';

  const decide = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      setOutcome({ kind: 'done', text: done });
      setRejecting(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setOutcome(error instanceof ConsoleApiError && error.status === 409 ? { kind: 'conflict', text: t('decide.conflict', { message }) } : { kind: 'failed', text: t('decide.failed', { message }) });
    } finally {
      setBusy(false);
      fetchDetail();
    }
  };
  const approve = () => pending && !busy && decide(() => api.approve(receipt), t('decide.approved'));
  const startReject = () => {
    if (!pending) return;
    setRejecting(true);
    queueMicrotask(() => reasonRef.current?.focus());
  };
  const next = async () => {
    const items = await api.queue(filterOf(params)).catch(() => []);
    const at = items.findIndex((item) => item.receipt === receipt);
    const following = items[at + 1] ?? items.find((item) => item.receipt !== receipt);
    setOutcome(null);
    setRejecting(false);
    navigate(following ? `/submissions/${following.receipt}?${params}` : `/?${params}`);
  };
  useShortcuts({ a: () => void approve(), r: startReject, n: () => void next() });

  // A decision reloads quietly: the page stays while the new state arrives.
  if (load.status === 'loading' && !outcome) return <p role="status">{t('loading')}</p>;
  if (missing) return <p role="alert">{t('detail.notFound')} <Link to={`/?${params}`}>{t('detail.back')}</Link></p>;
  if (load.status === 'error') {
    return <p role="alert">{t('networkError')} <button type="button" className={styles.button} onClick={load.retry}>{t('retry')}</button></p>;
  }
  if (!detail) return <p role="status">{t('loading')}</p>;
  const first = detail.details[0] ?? {};
  const contact = Object.entries(first).filter(([key]) => CONTACT_FIELD.test(key));

  return (
    <article aria-labelledby="submission-title">
      <p><Link to={`/?${params}`}>{t('detail.back')}</Link> · <span className={styles.muted}>{t('detail.shortcuts')}</span></p>
      <h2 id="submission-title">{detail.title}</h2>
      <p className={styles.muted}>
        {detail.receipt} · {t(`kinds.${detail.kind}`)} · {t(`states.${detail.status}`)}
        {detail.decided_by && ` · ${t('detail.decidedBy', { name: detail.decided_by, at: detail.decided_at })}`}
      </p>

      <div className={styles.panel} aria-label={t('decide.approve')}>
        <div className={styles.row}>
          <button type="button" className={`${styles.button} ${styles.primary}`} disabled={!pending || busy} onClick={() => void approve()}>{t('decide.approve')} (a)</button>
          <button type="button" className={styles.button} disabled={!pending || busy} onClick={startReject}>{t('decide.reject')} (r)</button>
          <button type="button" className={styles.button} onClick={() => void next()}>{t('decide.next')} (n)</button>
        </div>
        {rejecting && (
          <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void decide(() => api.reject(receipt, reason, note), t('decide.rejected')); }}>
            <label>
              {t('decide.reason')}
              <select ref={reasonRef} value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
                {REJECTION_REASONS.map((code) => <option key={code} value={code}>{t(`reasons.${code}`)}</option>)}
              </select>
            </label>
            <label>
              {t('decide.note')}
              <textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
            </label>
            <div className={styles.row}>
              <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>{t('decide.confirmReject')}</button>
              <button type="button" className={styles.button} onClick={() => setRejecting(false)}>{t('decide.cancel')}</button>
            </div>
          </form>
        )}
        {outcome && <p role={outcome.kind === 'done' ? 'status' : 'alert'} className={outcome.kind === 'done' ? undefined : styles.error}>{outcome.text}</p>}
      </div>

      <div className={styles.grid}>
        <section className={styles.panel} aria-label={t('detail.logo')}>
          <h3>{t('detail.logo')}</h3>
          <img className={styles.logoFull} src={detail.logo_url} alt={t('detail.logo')} />
          <h3>{t('detail.card')}</h3>
          <div className={styles.card}>
            <img src={detail.logo_url} alt="" />
            <div>
              <strong>{detail.title}</strong>
              <div className={styles.muted}>{show(first.desc ?? first.description)}</div>
            </div>
          </div>
        </section>
        <section className={styles.panel}>
          <h3>{t('detail.reports')}</h3>
          {detail.audit_reports.length === 0 && <p className={styles.muted}>{t('detail.noReports')}</p>}
          <ul>
            {detail.audit_reports.map((report) => (
              <li key={report.id}>
                <a href={`${report.url}?view=inline`} target="_blank" rel="noopener noreferrer">{t('detail.open', { name: report.file_name })}</a>
                <span className={styles.muted}> · {Math.ceil(report.size / 1024)} KB · SHA-256 {report.sha256.slice(0, 12)}…</span>
              </li>
            ))}
          </ul>
          <h3>{t('detail.donation')}</h3>
          {detail.donation ? (
            <p>
              {detail.donation.payment} ·{' '}
              <a href={detail.donation.explorer_url} target="_blank" rel="noopener noreferrer">{t('detail.explorer')}</a> · {detail.donation.created_at}
            </p>
          ) : (
            <p className={styles.muted}>{t('detail.noDonation')}</p>
          )}
          <h3>{t('detail.contact')}</h3>
          <dl className={styles.fields}>
            {contact.flatMap(([key, value]) =>[<dt key={`${key}-k`}>{key}</dt>, <dd key={`${key}-v`}>{show(value)}</dd>])}
          </dl>
        </section>
      </div>

      <CheckFindings checks={detail.checks} />

      {detail.details.map((row, index) => (
        <section key={index} className={styles.panel}>
          <h3>{t('detail.fields')}{typeof row.language === 'string' ? ` · ${t('detail.language', { lang: row.language })}` : ''}</h3>
          <dl className={styles.fields}>
            {Object.entries(row).filter(([key]) => !HIDDEN_FIELDS.has(key)).flatMap(([key, value]) => [<dt key={`${key}-k`}>{key}</dt>, <dd key={`${key}-v`}>{show(value)}</dd>])}
          </dl>
        </section>
      ))}
    </article>
  );
}
