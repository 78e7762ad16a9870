import { useResource } from '@tp/shared/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useSearchParams } from '@tp/shared/facades/router';
import { PROMOTION_KINDS, type AdminPromotion, type PromotionKind } from '@tp/shared/contracts/console';
import { CONTENT_LANGUAGES } from '@tp/shared/i18n/content-language';
import { NewPromotionForm } from '../components/NewPromotionForm';
import { LoadNotice } from '../components/LoadNotice';
import { useConsoleApi } from '../state/console-context';
import { fromLocalInput, localInput } from '../state/local-time';
import { newsLanguageOf } from './NewsPage';
import styles from '../components/console.module.css';

/** Banners, activities and ads of one language with their time windows (`?kind=&lang=`). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [params, setParams] = useSearchParams();
  const kind = PROMOTION_KINDS.find((k) => k === params.get('kind')) ?? 'banners';
  const lang = newsLanguageOf(params);
  const load = useResource<AdminPromotion[]>(`${kind}:${lang}`, () => api.promotions(kind, lang));
  const choose = (name: string, value: string) => setParams(new URLSearchParams({ kind, lang, [name]: value }));

  return (
    <section aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">{t('promotions.heading')}</h2>
      <div className={`${styles.filters} ${styles.panel}`}>
        <label>
          {t('promotions.kind')}
          <select value={kind} onChange={(e) => choose('kind', e.target.value)}>
            {PROMOTION_KINDS.map((k) => <option key={k} value={k}>{t(`promotions.kinds.${k}`)}</option>)}
          </select>
        </label>
        <label>
          {t('news.language')}
          <select value={lang} onChange={(e) => choose('lang', e.target.value)}>
            {CONTENT_LANGUAGES.map((code) => <option key={code} value={code}>{code}</option>)}
          </select>
        </label>
      </div>
      <p className={styles.muted}>{t('promotions.noEnd')}</p>
      <NewPromotionForm key={`${kind}:${lang}`} kind={kind} lang={lang} onCreated={load.retry} />
      <LoadNotice load={load} />
      {load.status === 'ready' && load.data.length === 0 && <p>{t('promotions.empty')}</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul className={styles.checks}>
          {load.data.map((item) => <PromotionRow key={item.id} kind={kind} item={item} />)}
        </ul>
      )}
    </section>
  );
}

/** One banner, activity or ad: what it is, whether it shows now, and its window to change. */
function PromotionRow({ kind, item }: { readonly kind: PromotionKind; readonly item: AdminPromotion }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [stored, setStored] = useState(item);
  const [start, setStart] = useState(localInput(item.start_time));
  const [end, setEnd] = useState(item.end_time ? localInput(item.end_time) : '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (startIso: string | null, endIso: string | null) => {
    if (!startIso) {
      setOutcome({ ok: false, text: t('promotions.badStart') });
      return;
    }
    setBusy(true);
    try {
      const saved = await api.setWindow(kind, stored.id, startIso, endIso);
      setStored(saved);
      setStart(localInput(saved.start_time));
      setEnd(saved.end_time ? localInput(saved.end_time) : '');
      setOutcome({ ok: true, text: t('promotions.saved', { state: t(`promotions.states.${saved.state}`) }) });
    } catch (error) {
      setOutcome({ ok: false, text: t('news.failed', { message: error instanceof Error ? error.message : '' }) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(fromLocalInput(start), fromLocalInput(end));
  };
  const label = `${stored.title} (#${stored.id})`;

  return (
    <li className={stored.state === 'live' ? undefined : styles.dimmed}>
      <strong>{stored.title}</strong> · {t(`promotions.states.${stored.state}`)}
      <span className={styles.muted}> · #{stored.id}{stored.placement ? ` · ${t(`promotions.placements.${stored.placement}`)}` : ''} · {t('promotions.sort', { sort: stored.sort })} · <a href={stored.url} target="_blank" rel="noopener noreferrer">{stored.url}</a></span>
      <form className={styles.row} onSubmit={submit} aria-label={t('promotions.window', { name: label })}>
        <label className={styles.row}>{t('promotions.start')}<input type="datetime-local" value={start} required onChange={(e) => setStart(e.target.value)} /></label>
        <label className={styles.row}>{t('promotions.end')}<input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} /></label>
        <button type="submit" className={styles.button} disabled={busy}>{t('promotions.save')}</button>
        {stored.state === 'live' && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void save(stored.start_time, new Date().toISOString())}>{t('promotions.endNow')}</button>
        )}
      </form>
      {outcome && <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : styles.error}>{outcome.text}</p>}
    </li>
  );
}
