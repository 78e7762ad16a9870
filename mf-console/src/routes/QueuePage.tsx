import { useResource } from '@tp/shared/react';
import { useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useNavigate, useSearchParams } from '@tp/shared/facades/router';
import { reviewDeadline } from '@tp/shared/contracts/console';
import type { SubmissionKind } from '@tp/shared/api/types';
import { CHECK_KINDS, CHECK_STATES, isCheckKind, isCheckState } from '@tp/shared/contracts/submission-checks';
import { useShortcuts } from '../hooks/use-shortcuts';
import { ConsoleApiError, type QueueFilter, type QueueItem } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import styles from '../components/console.module.css';

const STATES = ['pending', 'received', 'in_review', 'listed', 'rejected', 'all'] as const;
const KINDS: readonly SubmissionKind[] = ['dapp', 'token', 'nft'];
const AGES = [0, 1, 2, 7] as const;

/** The checks a reviewer should look at before deciding, shown in the queue's row. */
const warnings = (item: QueueItem) => item.checks.filter((check) => check.state === 'failed' || check.state === 'flagged');

/** The filters live in the query string, so a filtered queue can be shared and survives a reload. */
export function filterOf(params: URLSearchParams): QueueFilter {
  const status = STATES.find((s) => s === params.get('status')) ?? 'pending';
  const kind = KINDS.find((k) => k === params.get('kind'));
  const donation = params.get('donation') === 'yes' ? 'yes' : params.get('donation') === 'no' ? 'no' : undefined;
  const network = /^[a-z0-9_-]{1,40}$/.test(params.get('network') ?? '') ? params.get('network')! : undefined;
  const age = Number(params.get('age'));
  const check = params.get('check') ?? '';
  const checkState = params.get('check_state') ?? '';
  return {
    status, kind, donation, network,
    older_than_days: AGES.includes(age as (typeof AGES)[number]) && age > 0 ? age : undefined,
    check: isCheckKind(check) ? check : undefined,
    check_state: isCheckState(checkState) ? checkState : undefined,
  };
}

export function QueuePage() {
  const { t, i18n } = useTranslation();
  const api = useConsoleApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const key = JSON.stringify(filter);
  const load = useResource<QueueItem[]>(key, () => api.queue(JSON.parse(key) as QueueFilter));
  const [selection, setSelection] = useState({ key, index: 0 });
  // A new filter starts at the top of its list.
  const selected = selection.key === key ? selection.index : 0;
  const setSelected = (move: (index: number) => number) => setSelection({ key, index: move(selected) });
  const [now] = useState(Date.now);
  const fetchQueue = load.retry;

  const items = load.status === 'ready' ? load.data : [];
  useShortcuts({
    j: () => setSelected((i) => Math.min(i + 1, items.length - 1)),
    k: () => setSelected((i) => Math.max(i - 1, 0)),
    Enter: () => items[selected] && navigate(`/submissions/${items[selected].receipt}?${params}`),
  });

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('queue.heading')}</h2>
      <form className={`${styles.filters} ${styles.panel}`} aria-label={t('queue.filters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('queue.status')}
          <select value={filter.status} onChange={(e) => setFilter('status', e.target.value === 'pending' ? '' : e.target.value)}>
            {STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </select>
        </label>
        <label>
          {t('queue.kind')}
          <select value={filter.kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
            <option value="">{t('queue.any')}</option>
            {KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
          </select>
        </label>
        <label>
          {t('queue.donation')}
          <select value={filter.donation ?? ''} onChange={(e) => setFilter('donation', e.target.value)}>
            <option value="">{t('queue.any')}</option>
            <option value="yes">{t('queue.donated')}</option>
            <option value="no">{t('queue.notDonated')}</option>
          </select>
        </label>
        <label>
          {t('queue.age')}
          <select value={String(filter.older_than_days ?? '')} onChange={(e) => setFilter('age', e.target.value)}>
            <option value="">{t('queue.any')}</option>
            {AGES.filter((a) => a > 0).map((a) => <option key={a} value={a}>{t('queue.olderThan', { count: a })}</option>)}
          </select>
        </label>
        {/* Labels beside (not around) these selects: their options name kinds, and a wrapping label would read them into the name. */}
        <div className={styles.field}>
          <label htmlFor="queue-check">{t('queue.check')}</label>
          <select id="queue-check" value={filter.check ?? ''} onChange={(e) => setFilter('check', e.target.value)}>
            <option value="">{t('queue.any')}</option>
            {CHECK_KINDS.map((k) => <option key={k} value={k}>{t(`checks.kinds.${k}`)}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="queue-check-state">{t('queue.checkState')}</label>
          <select id="queue-check-state" value={filter.check_state ?? ''} onChange={(e) => setFilter('check_state', e.target.value)}>
            <option value="">{t('queue.any')}</option>
            {CHECK_STATES.map((s) => <option key={s} value={s}>{t(`checks.states.${s}`)}</option>)}
          </select>
        </div>
        <label>
          {t('queue.network')}
          <input
            defaultValue={filter.network ?? ''}
            placeholder={t('queue.networkAny')}
            onKeyDown={(e) => e.key === 'Enter' && setFilter('network', e.currentTarget.value.trim().toLowerCase())}
            onBlur={(e) => setFilter('network', e.currentTarget.value.trim().toLowerCase())}
          />
        </label>
      </form>
      {load.status === 'loading' && <p role="status">{t('loading')}</p>}
      {load.status === 'error' && load.error instanceof ConsoleApiError && load.error.status === 403 && <p role="alert">{t('forbidden')}</p>}
      {load.status === 'error' && !(load.error instanceof ConsoleApiError && load.error.status === 403) && (
        <p role="alert">
          {t('networkError')} <button type="button" className={styles.button} onClick={fetchQueue}>{t('retry')}</button>
        </p>
      )}
      {load.status === 'ready' && items.length === 0 && <p>{t('queue.empty')}</p>}
      {load.status === 'ready' && items.length > 0 && (
        <>
          <p className={styles.muted}>{t('queue.count', { count: items.length })} · {t('queue.shortcuts')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('queue.columns.title')}</th><th>{t('queue.kind')}</th><th>{t('queue.deadline')}</th><th>{t('queue.status')}</th>
                <th>{t('queue.checks')}</th><th>{t('queue.network')}</th><th>{t('queue.donation')}</th><th>{t('queue.reports')}</th><th>{t('queue.received')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const deadline = reviewDeadline(new Date(item.created_at));
                const overdue = (item.status === 'received' || item.status === 'in_review') && deadline.getTime() < now;
                return (
                  <tr key={item.receipt} className={index === selected ? styles.selected : undefined} aria-selected={index === selected}>
                    <td><Link to={`/submissions/${item.receipt}?${params}`}>{item.title}</Link><div className={styles.muted}>{item.receipt}</div></td>
                    <td>{t(`kinds.${item.kind}`)}</td>
                    <td className={overdue ? styles.overdue : undefined}>{time(deadline.toISOString())}{overdue && ` · ${t('queue.overdue')}`}</td>
                    <td>{t(`states.${item.status}`)}</td>
                    <td>{warnings(item).map((check) => t(`checks.kinds.${check.kind}`)).join(', ') || '—'}</td>
                    <td>{item.network ?? '—'}</td>
                    <td>{item.has_donation ? '✓' : '—'}</td>
                    <td>{item.audit_reports || '—'}</td>
                    <td>{time(item.created_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
