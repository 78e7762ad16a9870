import type { Release } from '@tp/shared';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useShell } from '@tp/shared/react';
import { currentSigningCertificates, officialDomains, storeListings } from '../authenticity/official-sources';
import { formatFingerprint } from '../authenticity/signing-certificate';
import shared from './shared.module.css';
import styles from './OfficialSources.module.css';

/** Where the wallet may come from: the site's domains and the store listings with their ids. */
export function OfficialSources({ releases }: { releases: readonly Release[] }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const listings = storeListings(releases);
  const certificates = currentSigningCertificates(releases);
  return (
    <div className={`${shared.card} ${styles.sources}`}>
      <h3 className={styles.title}>{t('verify.sources.title')}</h3>
      <p className={styles.lead}>{t('verify.sources.lead')}</p>
      <div className={styles.columns}>
        <div>
          <h4 className={styles.heading}>{t('verify.sources.domains')}</h4>
          <ul className={styles.list}>
            {officialDomains(site.officialDomains, releases).map((domain) => (
              <li key={domain}>
                <code className={shared.hash}>{domain}</code>
              </li>
            ))}
          </ul>
          {certificates.length > 0 && (
            <>
              <h4 className={`${styles.heading} ${styles.spaced}`}>{t('verify.sources.certificates')}</h4>
              <ul className={styles.list}>
                {certificates.map((certificate) => (
                  <li key={certificate.sha256} className={styles.certificate}>
                    <span>{certificate.options.map((option) => t(`options.${option}`)).join(', ')}</span>
                    <code className={shared.hash}>{formatFingerprint(certificate.sha256)}</code>
                  </li>
                ))}
              </ul>
              <p className={styles.lead}>{t('verify.sources.certificateHint')}</p>
            </>
          )}
        </div>
        <div>
          <h4 className={styles.heading}>{t('verify.sources.stores')}</h4>
          {listings.length === 0 ? (
            <p className={styles.lead}>{t('verify.sources.noStores')}</p>
          ) : (
            <ul className={styles.list}>
              {listings.map((listing) => (
                <li key={`${listing.store}:${listing.id}`} className={styles.listing}>
                  <a href={listing.url} target="_blank" rel="noopener noreferrer">
                    {t(`stores.${listing.store}`)}
                    <span className="tp-visually-hidden"> {t('newTab')}</span>
                  </a>
                  <span className={styles.idLabel}>{t('verify.sources.storeId')}</span>
                  <code className={shared.hash}>{listing.id}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
