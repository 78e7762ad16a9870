import { useTranslation } from 'react-i18next';
import { SiteLink, useShell, useTheme } from '@tp/shared/react';

const LINKS = [
  ['/', 'home'],
  ['/dappstore', 'dappstore'],
  ['/news', 'news'],
  ['/submit/dapp', 'submit'],
  ['/download/app', 'download'],
] as const;

export function Header() {
  const { t } = useTranslation();
  const { theme$ } = useShell();
  const theme = useTheme();
  return (
    <nav aria-label={t('nav')} style={{ display: 'flex', gap: '1rem', padding: '1rem', alignItems: 'center' }}>
      {LINKS.map(([to, key]) => (
        <SiteLink key={key} to={to}>
          {t(key)}
        </SiteLink>
      ))}
      <button type="button" onClick={() => theme$.next(theme === 'dark' ? 'light' : 'dark')}>
        {t('theme')}
      </button>
    </nav>
  );
}
