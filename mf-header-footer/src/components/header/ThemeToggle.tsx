import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useShell, useTheme } from '@tp/shared/react';
import { MoonIcon, SunIcon } from '../icons';
import styles from './header.module.css';

/** Dark mode on or off: writes the shell's theme, which the shell persists and applies. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme$ } = useShell();
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      className={styles.iconButton}
      onClick={() => theme$.next(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
