import type { Dapp } from '@tp/shared/api/types';
import { useDevice, useHydrating } from '@tp/shared/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from '@tp/shared/facades/router';
import { COLUMNS, ROW_HEIGHT } from '../lib/grid-layout';
import { useDocumentTop } from '../hooks/use-document-top';
import { detailPath } from '@tp/shared/dappstore/store-query';
import { DappCard, DETAIL_LINK_ATTRIBUTE, type DetailLinkState } from './DappCard';
import styles from './DappGrid.module.css';

/** Rows this close to the end of the list ask for the next page. */
const END_THRESHOLD = 3;

export interface DappGridProps {
  readonly dapps: readonly Dapp[];
  readonly query: string;
  /** The end of the list is in (or near) view: time for the next page. */
  readonly onEndReached?: () => void;
  readonly onOpen?: (dapp: Dapp) => void;
  readonly label: string;
}

/**
 * The DApps as a grid whose rows are virtualised against the window: a
 * category of hundreds of DApps keeps only the rows in view in the page.
 * Rendered on the server (and hydrated), the first page's rows are laid out
 * in the flow, every one of them, with no style attribute, and stay so while
 * the list holds no more rows than the server's: the virtualiser takes over,
 * at the same height, when more arrive. (Taken over right after the
 * hydration, it deleted and restyled the first page's rows in a task of 60 ms
 * of a desktop's main thread while the page loaded.) Which rows are in view,
 * and so when the next page is due, is the virtualiser's reckoning either way:
 * in the flow the rows stand where it places them.
 */
export function DappGrid({ dapps, query, onEndReached, onOpen, label }: DappGridProps) {
  const columns = COLUMNS[useDevice()];
  const rowCount = Math.ceil(dapps.length / columns);
  const container = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(container);
  const virtualizer = useWindowVirtualizer({ count: rowCount, estimateSize: () => ROW_HEIGHT, overscan: 4, scrollMargin });
  const hydrating = useHydrating();
  const [serverRows] = useState(hydrating ? rowCount : 0);
  const inFlow = hydrating || rowCount <= serverRows;
  const inView = virtualizer.getVirtualItems();
  const rows = inFlow ? Array.from({ length: rowCount }, (_, index) => ({ key: index, index, start: index * ROW_HEIGHT })) : inView;
  const detailHref = useHref('/dappstore/detail');
  const navigate = useNavigate();
  const { search } = useLocation();
  const lastRow = inView.length ? inView[inView.length - 1].index : -1;

  useEffect(() => {
    if (rowCount > 0 && lastRow >= rowCount - END_THRESHOLD) onEndReached?.();
  }, [lastRow, rowCount, onEndReached]);

  useEffect(() => {
    // Scroll anchoring would hold the content below the list (the footer) in view as pages are
    // appended, keeping the end of the list in view too, and so load page after page on its own.
    // Chrome reads it from the body for the page's own scroller.
    const elements = [document.documentElement, document.body];
    const previous = elements.map((element) => element.style.overflowAnchor);
    elements.forEach((element) => (element.style.overflowAnchor = 'none'));
    return () => elements.forEach((element, index) => (element.style.overflowAnchor = previous[index]));
  }, []);

  // One handler for every card's link: a plain click stays in the app; other clicks (new tab…) are the browser's.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest(`a[${DETAIL_LINK_ATTRIBUTE}]`);
    if (!link) return;
    const id = Number(link.getAttribute(DETAIL_LINK_ATTRIBUTE));
    const dapp = dapps.find((candidate) => candidate.id === id);
    if (dapp) onOpen?.(dapp);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const state: DetailLinkState = { storeSearch: search };
    navigate(detailPath(id), { state });
  };

  return (
    // The clicks come from the links inside, which the keyboard reaches (and activates) itself.
    <div
      ref={container}
      role="list"
      aria-label={label}
      className={inFlow ? `${styles.grid} ${styles.inFlow}` : styles.grid}
      style={inFlow ? undefined : { height: virtualizer.getTotalSize() }}
      onClick={followLink}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          role="none"
          className={styles.row}
          data-columns={columns}
          style={inFlow ? undefined : { transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {dapps.slice(row.index * columns, (row.index + 1) * columns).map((dapp, column) => (
            <div key={dapp.id} role="listitem" aria-setsize={dapps.length} aria-posinset={row.index * columns + column + 1}>
              <DappCard dapp={dapp} query={query} detailHref={detailHref} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
