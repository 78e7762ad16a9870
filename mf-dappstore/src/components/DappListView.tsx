import type { Dapp } from '@tp/shared/api/types';
import { COMMON_NAMESPACE } from '@tp/shared/react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { DappListControls } from '../state/dapp-store';
import { DappGrid } from './DappGrid';
import { DappGridSkeleton } from './DappGridSkeleton';
import { ErrorNotice } from './Notice';
import styles from './DappListView.module.css';

export interface DappListViewProps {
  readonly controls: DappListControls;
  /** Accessible name of the list. */
  readonly label: string;
  readonly query?: string;
  /** Shown when the list is empty. */
  readonly empty: ReactNode;
  /** DApps to show of those loaded (favourites drop out as soon as they are removed). */
  readonly keep?: (dapp: Dapp) => boolean;
  readonly onOpen?: (dapp: Dapp) => void;
}

/** A DApp list with its loading, error, empty and end states, paged by scrolling or by the button. */
export default function DappListView({ controls, label, query = '', empty, keep, onOpen }: DappListViewProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const { list, loadMore, reload } = controls;
  const { moreStatus } = list;
  // Scrolling near the end loads the next page; after a failure only the button tries again.
  const onEndReached = useCallback(() => {
    if (moreStatus === 'idle') loadMore();
  }, [moreStatus, loadMore]);

  if (list.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="tp-visually-hidden" role="status">
          {tc('loading')}
        </p>
        <DappGridSkeleton />
      </div>
    );
  }
  if (list.status === 'error') return <ErrorNotice message={t(list.busy ? 'list.busy' : 'list.error')} onRetry={reload} />;

  const dapps = keep ? list.dappList.filter(keep) : list.dappList;
  if (dapps.length === 0 && !list.hasMore) return <>{empty}</>;

  return (
    <>
      <DappGrid dapps={dapps} query={query} label={label} onEndReached={onEndReached} onOpen={onOpen} />
      <div className={styles.more}>
        {moreStatus === 'error' ? (
          <ErrorNotice message={t('list.moreError')} onRetry={loadMore} />
        ) : list.hasMore ? (
          <button type="button" className={styles.moreButton} onClick={loadMore} disabled={moreStatus === 'loading'} aria-busy={moreStatus === 'loading'}>
            {moreStatus === 'loading' ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        ) : (
          <p className={styles.end}>{t('list.end')}</p>
        )}
      </div>
      <p className="tp-visually-hidden" role="status">
        {t('list.shown', { count: dapps.length })}
      </p>
    </>
  );
}
