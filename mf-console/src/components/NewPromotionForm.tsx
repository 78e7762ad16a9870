import { useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { PromotionKind } from '@tp/shared/contracts/console';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import { useConsoleApi } from '../state/console-context';
import { fromLocalInput, localInput } from '../state/local-time';
import styles from './console.module.css';

/** A new banner, activity or ad of the language shown, with its time window; `onCreated` reloads the list. */
export function NewPromotionForm({ kind, lang, onCreated }: { readonly kind: PromotionKind; readonly lang: ContentLanguage; readonly onCreated: () => void }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const [fields, setFields] = useState({ title: '', summary: '', image_url: '', url: '', sort: '0', placement: 'store', start: localInput(new Date().toISOString()), end: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((now) => ({ ...now, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = fromLocalInput(fields.start);
    if (!start) {
      setOutcome({ ok: false, text: t('promotions.badStart') });
      return;
    }
    setBusy(true);
    try {
      await api.createPromotion(kind, lang, {
        title: fields.title, image_url: fields.image_url.trim(), url: fields.url.trim(), sort: Number(fields.sort) || 0, start_time: start, end_time: fromLocalInput(fields.end),
        ...(kind === 'activities' ? { summary: fields.summary } : {}), ...(kind === 'banners' ? { placement: fields.placement as 'store' | 'content' } : {}),
      });
      setOutcome({ ok: true, text: t('promotions.created') });
      setFields((now) => ({ ...now, title: '', summary: '', image_url: '', url: '' }));
      onCreated();
    } catch (error) {
      setOutcome({ ok: false, text: t('news.failed', { message: error instanceof Error ? error.message : '' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className={styles.panel}>
      <summary>{t(`promotions.new.${kind}`)}</summary>
      <form className={styles.editor} onSubmit={(e) => void submit(e)} aria-label={t(`promotions.new.${kind}`)}>
        {kind === 'banners' && (
          <label>
            {t('promotions.placement')}
            <select value={fields.placement} onChange={set('placement')}>
              <option value="store">{t('promotions.placements.store')}</option>
              <option value="content">{t('promotions.placements.content')}</option>
            </select>
          </label>
        )}
        <label>{t('news.title')}<input value={fields.title} maxLength={200} required onChange={set('title')} /></label>
        {kind === 'activities' && <label>{t('news.summary')}<input value={fields.summary} maxLength={500} required onChange={set('summary')} /></label>}
        <label>{t('promotions.image')}<input value={fields.image_url} maxLength={1000} required inputMode="url" onChange={set('image_url')} /></label>
        <label>{t('promotions.link')}<input value={fields.url} maxLength={1000} required inputMode="url" onChange={set('url')} /></label>
        <label>{t('promotions.sortField')}<input type="number" value={fields.sort} min={-100000} max={100000} onChange={set('sort')} /></label>
        <label>{t('promotions.start')}<input type="datetime-local" value={fields.start} required onChange={set('start')} /></label>
        <label>{t('promotions.end')}<input type="datetime-local" value={fields.end} onChange={set('end')} /></label>
        <div className={styles.row}><button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>{t('promotions.create')}</button></div>
        {outcome && <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : styles.error}>{outcome.text}</p>}
      </form>
    </details>
  );
}
