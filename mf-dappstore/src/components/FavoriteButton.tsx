import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useIsFavorite } from '../state/favorites';
import styles from './FavoriteButton.module.css';

/** One click adds or removes a favourite; the filled star shows it is one. */
export function FavoriteButton({ id, title, className }: { id: number; title: string; className?: string }) {
  const { t } = useTranslation();
  const [favorite, toggle] = useIsFavorite(id);
  const label = t('favorites.toggle', { title });
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17.02 6.62 19.85l1.03-6L3.3 9.6l6-.9z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
