import { useTranslation } from '@tp/shared/facades/react-i18next';
import { formatYear, SITE_NAME } from '@tp/shared';
import { HydrateWhenSeen, SiteLink, useLang, useObservableValue, useShell } from '@tp/shared/react';
import { footerColumns } from '../links/site-links';
import { EntryLink } from '../components/EntryLink';
import { LogoMark } from '../components/icons';
import { SocialLinks } from '../components/footer/SocialLinks';
import { SubscribeForm } from '../components/footer/SubscribeForm';
import styles from '../components/footer/footer.module.css';

/** The site's first year, in UTC: the copyright line runs from it to the current year. */
const FIRST_YEAR = '2018-06-01T00:00:00Z';

/** The copyright years in the locale's own count (Thai: the Buddhist Era, as its dates), the current one so the line never goes stale. */
const copyrightYears = (lang: string) => ({ since: formatYear(FIRST_YEAR, lang), year: formatYear(new Date(), lang) });

/**
 * The site's footer (docs/product.md §2.6): social links, link columns, the subscribe box and the copyright line.
 * Below the first screen of every page, it hydrates when it comes near the viewport or the browser is idle.
 */
export function Footer() {
  const { footerVisible$ } = useShell();
  const visible = useObservableValue(footerVisible$);
  if (!visible) return null;
  return (
    <HydrateWhenSeen>
      <FooterContent />
    </HydrateWhenSeen>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const lang = useLang();
  const { site } = useShell();
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <SiteLink to="/" className={styles.logo} aria-label={t('logoLabel', { name: SITE_NAME })}>
              <LogoMark />
              <span>{SITE_NAME}</span>
            </SiteLink>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <SocialLinks />
          </div>
          <SubscribeForm />
        </div>
        <nav className={styles.columns} aria-label={t('footer.label')}>
          {footerColumns(lang, site).map((column) => (
            <div key={column.id} role="group" className={styles.column} aria-labelledby={`tp-footer-${column.id}`}>
              <h2 id={`tp-footer-${column.id}`} className={styles.columnTitle}>
                {t(column.titleKey)}
              </h2>
              <ul className={styles.columnList}>
                {column.entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryLink entry={entry} t={t} className={styles.columnLink} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { ...copyrightYears(lang), name: SITE_NAME })}</p>
      </div>
    </div>
  );
}
