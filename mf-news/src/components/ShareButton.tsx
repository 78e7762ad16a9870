import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useCopy } from '@tp/shared/react';

/** Copies the article's address (a path of the site, made absolute on the tap); the shell shows the toast that says whether it worked. */
export function ShareButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <button type="button" className="tp-button-secondary" onClick={() => void copy(new URL(path, window.location.href).href)}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10.6 13.4a1 1 0 0 1 0-1.4l3.4-3.4a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-3.5 6.2a4.5 4.5 0 0 1-3.2-7.7l2.5-2.5a1 1 0 1 1 1.4 1.4l-2.5 2.5a2.5 2.5 0 0 0 3.5 3.5l2.5-2.5a1 1 0 1 1 1.4 1.4l-2.5 2.5a4.5 4.5 0 0 1-3.1 1.4Zm9.8-7.1a1 1 0 0 1-.7-1.7l2.5-2.5a2.5 2.5 0 0 0-3.5-3.5l-2.5 2.5a1 1 0 1 1-1.4-1.4l2.5-2.5a4.5 4.5 0 0 1 6.3 6.3l-2.5 2.5a1 1 0 0 1-.7.3Z"
        />
      </svg>
      {t('article.share')}
    </button>
  );
}
