import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { imageUrl } from '@tp/shared/content/safe-url';
import { sanitizeArticle } from '@tp/shared/content/sanitize-article';
import type { NewsDraft } from '../state/console-api';
import styles from './console.module.css';

/**
 * The article as the site will show it: its body through the site's own sanitiser (no
 * scripts, handlers or styles; http(s) links only, opened apart), while the editor types.
 */
export function NewsPreview({ draft, lang }: { readonly draft: NewsDraft; readonly lang: string }) {
  const { t, i18n } = useTranslation();
  // Typing stays quick in a long article: the preview follows when the browser has time.
  const content = useDeferredValue(draft.content);
  const body = useMemo(() => sanitizeArticle(content), [content]);
  const cover = imageUrl(draft.cover_url);
  const at = new Date(draft.publish_at);
  return (
    <section className={`${styles.panel} ${styles.preview}`} aria-labelledby="preview-heading">
      <h3 id="preview-heading" className={styles.muted}>{t('news.preview')}</h3>
      <article lang={lang}>
        <h1>{draft.title || '—'}</h1>
        {!Number.isNaN(at.getTime()) && <p className={styles.muted}><time dateTime={at.toISOString()}>{at.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB')}</time></p>}
        {cover && <img className={styles.logoFull} src={cover} alt="" />}
        <div data-testid="preview-body" dangerouslySetInnerHTML={{ __html: body }} />
      </article>
    </section>
  );
}
