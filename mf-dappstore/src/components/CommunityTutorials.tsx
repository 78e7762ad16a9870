import type { Dapp } from '@tp/shared/api/types';
import { useId, useMemo } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { httpUrl } from '@tp/shared/content/safe-url';
import { displayHost } from '../lib/urls';
import { DappIcon } from './DappIcon';
import styles from './Aside.module.css';

const MAX_TUTORIALS = 5;

/** Community tutorials of the DApps on the list in view. */
export function CommunityTutorials({ dapps }: { dapps: readonly Dapp[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tutorials = useMemo(
    () =>
      dapps
        .map((dapp) => ({ dapp, url: httpUrl(dapp.tutorial_url) }))
        .filter((item): item is { dapp: Dapp; url: string } => item.url !== undefined)
        .slice(0, MAX_TUTORIALS),
    [dapps],
  );
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId} className={styles.title}>
        {t('tutorials.title')}
      </h2>
      <p className={styles.subtitle}>{t('tutorials.subtitle')}</p>
      {tutorials.length === 0 ? (
        <p className={styles.muted}>{t('tutorials.empty')}</p>
      ) : (
        <ul className={styles.tutorials}>
          {tutorials.map(({ dapp, url }) => (
            <li key={dapp.id}>
              <a className={styles.tutorial} href={url} target="_blank" rel="noopener noreferrer">
                <DappIcon src={dapp.icon_url} name={dapp.title} size={32} />
                <span className={styles.tutorialText}>
                  <span className={styles.tutorialTitle}>{t('tutorials.item', { title: dapp.title })}</span>
                  <span className={styles.muted}>
                    {displayHost(url)} <span className={styles.external}>{t('newTab')}</span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
