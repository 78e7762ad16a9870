import type { MouseEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useLocation, useNavigate } from '@tp/shared/facades/router';
import type { FromListState } from './NewsCard';

function cameFromList(state: unknown): boolean {
  return (state as Partial<FromListState> | null)?.fromList === true;
}

/**
 * Back to the list. Opened from the list, it goes back in history, so the
 * browser's back button and this link lead to the same place; the list puts
 * its scroll position back either way.
 */
export function BackToList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified || !cameFromList(location.state)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className={className} to="/news" onClick={back}>
      <span aria-hidden="true">←</span>
      {t('article.back')}
    </Link>
  );
}
