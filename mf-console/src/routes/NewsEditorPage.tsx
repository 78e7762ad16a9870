import { useResource } from '@tp/shared/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@tp/shared/facades/router';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tp/shared/i18n/content-language';
import type { AdminNewsArticle } from '@tp/shared/contracts/console';
import { NewsPreview } from '../components/NewsPreview';
import { ConsoleApiError, type NewsDraft } from '../state/console-api';
import { useConsoleApi } from '../state/console-context';
import { fromLocalInput, localInput } from '../state/local-time';
import { newsLanguageOf } from './NewsPage';
import styles from '../components/console.module.css';

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/** /news/new?lang=…[&story=…] and /news/{id}: the article's fields beside its live preview. */
export function NewsEditorPage() {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const articleId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const load = useResource<AdminNewsArticle | null>(`article:${id}`, () => (articleId ? api.newsArticle(articleId) : Promise.resolve(null)));

  if (id !== 'new' && !articleId) return <p role="alert">{t('news.notFound')} <Link to="/news">{t('news.back')}</Link></p>;
  if (load.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.status === 'error') {
    const status = load.error instanceof ConsoleApiError ? load.error.status : 0;
    if (status === 404) return <p role="alert">{t('news.notFound')} <Link to="/news">{t('news.back')}</Link></p>;
    return <p role="alert">{status === 403 ? t('news.forbidden') : t('networkError')} <button type="button" className={styles.button} onClick={load.retry}>{t('retry')}</button></p>;
  }
  const story = Number(params.get('story')) || undefined;
  // A fresh form per article: its fields start from what is stored.
  return <NewsForm key={id} article={load.data} lang={load.data?.lang as ContentLanguage | undefined ?? newsLanguageOf(params)} story={story} />;
}

function NewsForm({ article, lang, story }: { readonly article: AdminNewsArticle | null; readonly lang: ContentLanguage; readonly story?: number }) {
  const { t } = useTranslation();
  const api = useConsoleApi();
  const navigate = useNavigate();
  const [stored, setStored] = useState(article);
  const [draft, setDraft] = useState<NewsDraft>(() => ({
    title: article?.title ?? '', summary: article?.summary ?? '', content: article?.content ?? '', cover_url: article?.cover_url ?? null,
    publish_at: article?.publish_at ?? new Date().toISOString(),
  }));
  const [busy, setBusy] = useState(false);
  // A new article opens at its own address; what was said on saving it comes along.
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const [outcome, setOutcome] = useState<Outcome>(saved ? { kind: 'done', text: saved } : null);
  const [translation, setTranslation] = useState<ContentLanguage>(lang === 'en' ? 'zh-Hans' : 'en');
  const set = (field: keyof NewsDraft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((now) => ({ ...now, [field]: field === 'cover_url' ? value || null : value }));
  };
  // The form's clock: when it opened (a render reads no clock); a time set ahead of it schedules the article.
  const [openedAt] = useState(Date.now);
  const scheduled = new Date(draft.publish_at).getTime() > openedAt + 60_000;

  const act = async (action: () => Promise<AdminNewsArticle | number>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      if (typeof answer === 'number') {
        navigate(`/news/${answer}`, { state: { saved: done } });
        return;
      }
      setStored(answer);
      setOutcome({ kind: 'done', text: done });
    } catch (error) {
      setOutcome({ kind: 'failed', text: t('news.failed', { message: error instanceof Error ? error.message : '' }) });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (stored) void act(() => api.saveNews(stored.id, draft), scheduled ? t('news.savedScheduled') : t('news.saved'));
    // Published now: dated by the server when it is saved, not when the form opened.
    else void act(() => api.createNews(lang, scheduled ? draft : { ...draft, publish_at: '' }, story), scheduled ? t('news.savedScheduled') : t('news.saved'));
  };

  return (
    <section aria-labelledby="editor-heading">
      <p><Link to={`/news?lang=${lang}`}>{t('news.back')}</Link></p>
      <h2 id="editor-heading">{stored ? t('news.editing', { id: stored.id, lang }) : t('news.writing', { lang })}</h2>
      {stored && <p className={styles.muted}>{t(`news.states.${stored.state}`)} · {t('news.story', { story: stored.story })}</p>}
      <div className={styles.grid}>
        <form className={`${styles.panel} ${styles.editor}`} onSubmit={save} aria-label={t('news.form')}>
          <label>{t('news.title')}<input value={draft.title} maxLength={200} required onChange={set('title')} /></label>
          <label>{t('news.summary')}<textarea value={draft.summary} maxLength={500} rows={2} required onChange={set('summary')} /></label>
          <label>{t('news.cover')}<input value={draft.cover_url ?? ''} maxLength={1000} inputMode="url" onChange={set('cover_url')} /></label>
          <label>{t('news.content')}<textarea value={draft.content} rows={16} required onChange={set('content')} /></label>
          <label>
            {t('news.publishAt')}
            <input
              type="datetime-local"
              value={localInput(draft.publish_at)}
              required
              onChange={(e) => {
                const at = fromLocalInput(e.target.value);
                if (at) setDraft((now) => ({ ...now, publish_at: at }));
              }}
            />
          </label>
          <p className={styles.muted}>{scheduled ? t('news.willSchedule') : t('news.willPublish')}</p>
          <div className={styles.row}>
            <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
              {stored ? t('news.save') : scheduled ? t('news.schedule') : t('news.publish')}
            </button>
            {stored && stored.state !== 'unpublished' && (
              <button type="button" className={styles.button} disabled={busy} onClick={() => void act(() => api.setNewsListed(stored.id, false), t('news.unpublished'))}>{t('news.unpublish')}</button>
            )}
            {stored?.state === 'unpublished' && (
              <button type="button" className={styles.button} disabled={busy} onClick={() => void act(() => api.setNewsListed(stored.id, true), t('news.republished'))}>{t('news.republish')}</button>
            )}
          </div>
          {outcome && <p role={outcome.kind === 'done' ? 'status' : 'alert'} className={outcome.kind === 'done' ? undefined : styles.error}>{outcome.text}</p>}
          {stored && (
            <div className={styles.row}>
              <label>
                {t('news.translateInto')}
                <select value={translation} onChange={(e) => setTranslation(e.target.value as ContentLanguage)}>
                  {CONTENT_LANGUAGES.filter((code) => code !== lang).map((code) => <option key={code} value={code}>{code}</option>)}
                </select>
              </label>
              <Link to={`/news/new?lang=${translation}&story=${stored.story}`}>{t('news.translate')}</Link>
            </div>
          )}
        </form>
        <NewsPreview draft={draft} lang={lang} />
      </div>
    </section>
  );
}
