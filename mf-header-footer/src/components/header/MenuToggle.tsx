import type { useMenuButton } from '../../hooks/use-menu-button';
import { useHydrated } from '../../hooks/use-hydrated';
import { CloseIcon, MenuIcon } from '../icons';
import styles from './header.module.css';

export interface MenuToggleProps {
  readonly buttonProps: ReturnType<typeof useMenuButton>['buttonProps'];
  /** The mobile menu's id. */
  readonly menuId: string;
  readonly open: boolean;
  readonly label: string;
  /** Where the browser has no popovers, the button opens and closes the menu itself. */
  readonly onToggle?: () => void;
}

/**
 * The mobile menu's button. It alone reads whether the header is hydrated:
 * that value changes right after the hydration, and React renders whoever
 * reads it again at once, in one task (the whole header, when the header read
 * it: 40–100 ms of the Lighthouse mobile profile's main thread).
 */
export function MenuToggle({ buttonProps, menuId, open, label, onToggle }: MenuToggleProps) {
  // Until hydrated, the button's `popovertarget` tells assistive technology whether the menu is open: no stale `aria-expanded`.
  const hydrated = useHydrated();
  return (
    <button
      {...buttonProps}
      aria-expanded={hydrated ? open : undefined}
      popoverTarget={menuId}
      className={`${styles.iconButton} ${styles.menuToggle}`}
      aria-label={label}
      onClick={onToggle}
    >
      <MenuIcon className={styles.menuIcon} />
      <CloseIcon className={styles.closeIcon} />
    </button>
  );
}
