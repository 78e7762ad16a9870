import type { Dapp } from '@tp/shared/api/types';
import { DAPP_PAGE_STEP } from '@tp/shared/dappstore/dapp-source';
import { useDevice, useHydrating } from '@tp/shared/react';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from '@tp/shared/facades/router';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { COLUMNS, ROW_HEIGHT } from '../lib/grid-layout';
import { useDocumentTop } from '../hooks/use-document-top';
import { useLastRowInView } from '../hooks/use-last-row-in-view';
import { useFavoriteIds } from '../state/favorites';
import { detailPath } from '@tp/shared/dappstore/store-query';
import { DappCard, DETAIL_LINK_ATTRIBUTE, type DetailLinkState } from './DappCard';
import type { WindowRows } from './VirtualWindow';
import styles from './DappGrid.module.css';

/** Rows this close to the end of the list ask for the next page. */
const END_THRESHOLD = 3;
/** Rows below those in view that count as near (and, once virtual, stay in the page). */
const OVERSCAN = 4;

function NoWindow(): null {
  return null;
}

// Fetched early once the end of the first page is near; a failed load leaves every row in the flow.
const loadVirtualWindow = () => import('./VirtualWindow').catch(() => ({ default: NoWindow }));
const VirtualWindow = lazy(loadVirtualWindow);

export interface DappGridProps {
  readonly dapps: readonly Dapp[];
  readonly query: string;
  /** The end of the list is in (or near) view: time for the next page. */
  readonly onEndReached?: () => void;
  readonly onOpen?: (dapp: Dapp) => void;
  readonly label: string;
}

/**
 * The DApps as a grid whose rows are virtualised against the window once the
 * list is longer than its first page: a category of hundreds of DApps keeps
 * only the rows in view in the page. Up to one page (or as many as the
 * server rendered), the rows are laid out in the flow, every one of them,
 * with no style attribute, and the virtualiser (VirtualWindow) is not even
 * loaded: it is fetched when the end of the first page comes near, and takes
 * over, at the same height and with the same row elements, when more rows
 * arrive. (Taken over right after the hydration, it deleted and restyled the
 * first page's rows in a task of 60 ms of a desktop's main thread while the
 * page loaded; loaded with the section, it was 9.7 KB gzip of every visit's
 * first load.) In the flow, the next page is due when the end comes within
 * OVERSCAN rows of the view, as the virtualiser reckons it once it runs.
 */
export function DappGrid({ dapps, query, onEndReached, onOpen, label }: DappGridProps) {
  const columns = COLUMNS[useDevice()];
  const rowCount = Math.ceil(dapps.length / columns);
  const container = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(container);
  const scrollMargin = top ?? 0;
  const hydrating = useHydrating();
  const [serverRows] = useState(hydrating ? rowCount : 0);
  const flowRows = Math.max(serverRows, Math.ceil(DAPP_PAGE_STEP / columns));
  const lastRowInFlow = useLastRowInView(rowCount, top, OVERSCAN);
  const long = rowCount > flowRows;
  const endNear = rowCount > 0 && lastRowInFlow >= rowCount - END_THRESHOLD;
  const [windowRows, setWindowRows] = useState<WindowRows | null>(null);
  const virtual = !hydrating && long && windowRows !== null;
  const rows = virtual ? windowRows.items : Array.from({ length: rowCount }, (_, index) => ({ key: index, index, start: index * ROW_HEIGHT }));
  const detailHref = useHref('/dappstore/detail');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation();
  const favoriteIds = useFavoriteIds();
  const lastRow = virtual ? (windowRows.items.at(-1)?.index ?? -1) : lastRowInFlow;

  useEffect(() => {
    if (rowCount > 0 && lastRow >= rowCount - END_THRESHOLD) onEndReached?.();
  }, [lastRow, rowCount, onEndReached]);

  useEffect(() => {
    if (endNear) void loadVirtualWindow();
  }, [endNear]);

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
      className={virtual ? styles.grid : `${styles.grid} ${styles.inFlow}`}
      style={virtual ? { height: windowRows.total } : undefined}
      onClick={followLink}
    >
      {!hydrating && long && top !== null && (
        <Suspense fallback={null}>
          <VirtualWindow count={rowCount} scrollMargin={scrollMargin} overscan={OVERSCAN} onChange={setWindowRows} />
        </Suspense>
      )}
      {rows.map((row) => (
        <div
          key={row.key}
          role="none"
          className={styles.row}
          data-columns={columns}
          style={virtual ? { transform: `translateY(${row.start - scrollMargin}px)` } : undefined}
        >
          {dapps.slice(row.index * columns, (row.index + 1) * columns).map((dapp, column) => (
            <div key={dapp.id} role="listitem" aria-setsize={dapps.length} aria-posinset={row.index * columns + column + 1}>
              <DappCard
                dapp={dapp}
                query={query}
                detailHref={detailHref}
                favorite={favoriteIds.includes(dapp.id)}
                favoriteLabel={t('favorites.toggle', { title: dapp.title })}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
