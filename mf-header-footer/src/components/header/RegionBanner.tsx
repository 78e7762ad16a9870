import { sessionStore } from '@tp/shared/stored/browser-storage';
import { useState } from 'react';
import { useBrowserValue } from '@tp/shared/react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useShell } from '@tp/shared/react';
import { CloseIcon, InfoIcon } from '../icons';
import styles from './header.module.css';

const DISMISSED_KEY = 'tp:region-banner-dismissed';

function readDismissed(): boolean {
  return sessionStore.get(DISMISSED_KEY) === '1';
}

/**
 * The zh home page's notice on regional restrictions (docs/product.md §2.5). It floats at
 * the bottom of the window, so it never pushes the page down, and a visitor
 * may close it for the rest of the visit.
 */
export function RegionBanner() {
  const { site } = useShell();
  const { t } = useTranslation();
  // Read after hydration: the server, with no storage, shows the notice; it floats, so closing it moves nothing.
  const dismissedBefore = useBrowserValue(readDismissed, false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || dismissedBefore) return null;
  const dismiss = () => {
    setDismissed(true);
    // Storage may be refused (private mode): the banner then only closes for this page.
    sessionStore.set(DISMISSED_KEY, '1');
  };
  return (
    <aside className={styles.banner} aria-label={t('regionBanner.label')}>
      <InfoIcon className={styles.bannerIcon} />
      <p className={styles.bannerText}>
        {t('regionBanner.text')}{' '}
        <a href={site.links.regionNotice} target="_blank" rel="noopener noreferrer">
          {t('regionBanner.learnMore')}
          <span className="tp-visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </p>
      <button type="button" className={styles.iconButton} aria-label={t('regionBanner.close')} onClick={dismiss}>
        <CloseIcon />
      </button>
    </aside>
  );
}
