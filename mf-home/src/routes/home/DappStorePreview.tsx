import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COMMON_NAMESPACE, useObservableValue, useShell } from '@tp/shared/react';
import type { Dapp } from '@tp/shared/api/types';
import { Icon } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { imageUrl } from '@tp/shared/content/safe-url';
import { dappDetailPath, SITE } from '../../content/links';
import { TRENDING_PREVIEW_COUNT } from '@tp/shared/content/trending-preview';
import { useTrendingDapps } from '../../hooks/use-trending-dapps';
import styles from './home.module.css';

/** The network a DApp mainly runs on, by its name in the blockchain list when known. */
function useNetworkName(): (ns: string | undefined) => string | undefined {
  const chains = useObservableValue(useShell().chains$);
  return (ns) => (ns ? (chains.find((chain) => chain.ns === ns)?.title ?? ns.toUpperCase()) : undefined);
}

/**
 * A DApp's card: the whole card opens its details, and the link is its name
 * alone, so a screen reader says what it opens and the link's name is its
 * visible text (the card's description and network follow as text).
 */
function DappTile({ dapp, network }: { dapp: Dapp; network?: string }) {
  const icon = imageUrl(dapp.icon_url);
  return (
    <li className={styles.dapp}>
      {icon ? (
        <img className={styles.dappIcon} src={icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.dappIcon} aria-hidden="true">
          {dapp.title.slice(0, 1)}
        </span>
      )}
      <span className={styles.dappText}>
        <PageLink to={dappDetailPath(dapp.id)} className={styles.dappTitle}>
          {dapp.title}
        </PageLink>
        <span className={styles.dappDesc}>{dapp.desc}</span>
        {network && <span className={styles.dappNetwork}>{network}</span>}
      </span>
    </li>
  );
}

function Placeholders() {
  return Array.from({ length: TRENDING_PREVIEW_COUNT }, (_, i) => (
    <li key={i} className={styles.dappSkeleton} aria-hidden="true">
      <span className={styles.dappIcon} />
      <span className={styles.dappText}>
        <span className={`tp-skeleton ${styles.skeletonLine}`} />
        <span className={`tp-skeleton ${styles.skeletonLineShort}`} />
      </span>
    </li>
  ));
}

/** docs/product.md §2.7: the DApp store section, with live entries of the trending list. */
export function DappStorePreview() {
  const { t } = useTranslation();
  const trending = useTrendingDapps();
  const networkName = useNetworkName();

  let body;
  if (trending.status === 'error') {
    body = (
      <div className={styles.notice} role="alert">
        <p>{t('dappstore.error')}</p>
        <button type="button" className="tp-button" onClick={trending.retry}>
          {t('retry', { ns: COMMON_NAMESPACE })}
        </button>
      </div>
    );
  } else if (trending.status === 'ready' && trending.data.length === 0) {
    body = (
      <div className={styles.notice}>
        <p>{t('dappstore.empty')}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.dapps} aria-busy={trending.status === 'loading'} aria-label={trending.status === 'loading' ? t('dappstore.loading') : undefined}>
        {trending.status === 'loading' ? (
          <Placeholders />
        ) : (
          trending.data.map((dapp) => <DappTile key={dapp.id} dapp={dapp} network={networkName(dapp.networks[0])} />)
        )}
      </ul>
    );
  }

  return (
    <Section tone="alt" eyebrow={t('dappstore.eyebrow')} title={t('dappstore.title')} lead={t('dappstore.lead')}>
      {body}
      <p className={styles.centered}>
        <PageLink to={SITE.dappStore} className="tp-button-secondary">
          {t('dappstore.all')}
          <Icon name="arrow" size={18} />
        </PageLink>
      </p>
    </Section>
  );
}
