import type { Dapp } from '@tp/shared/api/types';
import { memo } from 'react';
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
  /** The detail page's address in the current language, without the query. */
  readonly detailHref: string;
  /** Whether it is one of the visitor's favourites. */
  readonly favorite: boolean;
  /** Its star's name. */
  readonly favoriteLabel: string;
}

/** Marks a card's link: the list follows these links itself (see DappGrid). */
export const DETAIL_LINK_ATTRIBUTE = 'data-dapp-id';

/**
 * A DApp in the store's list: the whole card opens its detail page; the star
 * stays its own button. A plain link, cheap to mount while scrolling: the
 * list catches its clicks and navigates without a page load.
 */
export const DappCard = memo(function DappCard({ dapp, query, detailHref, favorite, favoriteLabel }: DappCardProps) {
  return (
    <article className={styles.card}>
      <DappIcon src={dapp.icon_url} name={dapp.title} size={52} />
      <div className={styles.text}>
        <h3 className={styles.title}>
          <a href={`${detailHref}?id=${dapp.id}`} className="tp-card-link" {...{ [DETAIL_LINK_ATTRIBUTE]: dapp.id }}>
            <Highlight text={dapp.title} query={query} />
          </a>
        </h3>
        <p className={styles.desc}>
          <Highlight text={dapp.desc} query={query} />
        </p>
      </div>
      <FavoriteButton id={dapp.id} favorite={favorite} label={favoriteLabel} className={styles.favorite} />
    </article>
  );
});
