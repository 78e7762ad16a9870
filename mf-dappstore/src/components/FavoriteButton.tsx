import { toggleFavorite } from '../state/favorites';
import styles from './FavoriteButton.module.css';

export interface FavoriteButtonProps {
  readonly id: number;
  /** Whether the DApp is one of the visitor's favourites. */
  readonly favorite: boolean;
  /** Its name for the button ('Favorite {title}'). */
  readonly label: string;
  readonly className?: string;
}

/**
 * One click adds or removes a favourite; the filled star shows it is one.
 * The list of favourites and the strings are read once by the list that
 * shows forty of these, not by each star (every hook a card mounts is paid
 * forty times in the task that hydrates the store).
 */
export function FavoriteButton({ id, favorite, label, className }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={() => toggleFavorite(id)}
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
