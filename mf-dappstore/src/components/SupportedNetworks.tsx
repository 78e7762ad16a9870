import type { Blockchain } from '@tp/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, type To } from '@tp/shared/facades/router';
import { DappIcon } from './DappIcon';
import styles from './Aside.module.css';

/** Networks shown before 'show all'. */
const FIRST_NETWORKS = 8;

export interface SupportedNetworksProps {
  readonly chains: readonly Blockchain[];
  readonly selected: string | null;
  /** The store link that filters on a network (null: all networks). */
  readonly linkFor: (network: string | null) => To;
}

/** The networks the store covers; each one filters the list. */
export function SupportedNetworks({ chains, selected, linkFor }: SupportedNetworksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? chains : chains.slice(0, FIRST_NETWORKS);
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId} className={styles.title}>
        {t('networks.title')}
      </h2>
      <p className={styles.subtitle}>{t('networks.subtitle')}</p>
      {chains.length === 0 ? (
        <p className={styles.muted}>{t('networks.empty')}</p>
      ) : (
        <>
          <ul className={styles.networks}>
            {shown.map((chain) => (
              <li key={chain.ns}>
                <Link className={styles.network} to={linkFor(chain.ns === selected ? null : chain.ns)} aria-current={chain.ns === selected ? 'true' : undefined}>
                  <DappIcon src={chain.icon} name={chain.title} size={24} />
                  <span>{chain.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          {chains.length > FIRST_NETWORKS && (
            <button type="button" className={styles.toggle} aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? t('networks.fewer') : t('networks.all', { count: chains.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
