import { useResource } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useSearchParams } from '@tp/shared/facades/router';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tp/shared/i18n/content-language';
import type { AdminNewsItem } from '@tp/shared/contracts/console';
import { LoadNotice } from '../components/LoadNotice';
import { useConsoleApi } from '../state/console-context';
import styles from '../components/console.module.css';

/** The content language in the query string (`?lang=`), English when absent or unknown. */
export function newsLanguageOf(params: URLSearchParams): ContentLanguage {
  return CONTENT_LANGUAGES.find((lang) => lang === params.get('lang')) ?? 'en';
}

/** Every article of one content language, in any state, latest first; the way to write a new one. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const api = useConsoleApi();
  const [params, setParams] = useSearchParams();
  const lang = newsLanguageOf(params);
  const load = useResource<AdminNewsItem[]>(`news:${lang}`, () => api.newsList(lang));
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="news-heading">
      <h2 id="news-heading">{t('news.heading')}</h2>
      <div className={`${styles.filters} ${styles.panel}`}>
        <label>
          {t('news.language')}
          <select value={lang} onChange={(e) => setParams(new URLSearchParams({ lang: e.target.value }))}>
            {CONTENT_LANGUAGES.map((code) => <option key={code} value={code}>{code}</option>)}
          </select>
        </label>
        <Link className={`${styles.button} ${styles.primary}`} to={`/news/new?lang=${lang}`}>{t('news.new')}</Link>
      </div>
      <LoadNotice load={load} />
      {load.status === 'ready' && load.data.length === 0 && <p>{t('news.empty')}</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr><th>{t('news.title')}</th><th>{t('news.state')}</th><th>{t('news.publishAt')}</th></tr>
          </thead>
          <tbody>
            {load.data.map((item) => (
              <tr key={item.id}>
                <td><Link to={`/news/${item.id}`}>{item.title}</Link><div className={styles.muted}>#{item.id} · {item.summary}</div></td>
                <td>{t(`news.states.${item.state}`)}</td>
                <td>{time(item.publish_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
