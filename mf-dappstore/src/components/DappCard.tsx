import type { Dapp } from '@tp/shared/api/types';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { detailPath } from '../state/store-query';
import { DappIcon } from './DappIcon';
import { FavoriteButton } from './FavoriteButton';
import { Highlight } from './Highlight';
import styles from './DappCard.module.css';

/** Where the detail page's back link returns to. */
export interface DetailLinkState {
  readonly storeSearch: string;
}

export interface DappCardProps {
  readonly dapp: Dapp;
  /** Search words to highlight. */
  readonly query: string;
  readonly onOpen?: (dapp: Dapp) => void;
}

/** A DApp in the store's list: the whole card opens its detail page; the star stays its own button. */
export const DappCard = memo(function DappCard({ dapp, query, onOpen }: DappCardProps) {
  const { search } = useLocation();
  const state: DetailLinkState = { storeSearch: search };
  return (
    <article className={styles.card}>
      <DappIcon src={dapp.icon_url} name={dapp.title} size={52} />
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link to={detailPath(dapp.id)} state={state} className={styles.link} onClick={() => onOpen?.(dapp)}>
            <Highlight text={dapp.title} query={query} />
          </Link>
        </h3>
        <p className={styles.desc}>
          <Highlight text={dapp.desc} query={query} />
        </p>
      </div>
      <FavoriteButton id={dapp.id} title={dapp.title} className={styles.favorite} />
    </article>
  );
});
