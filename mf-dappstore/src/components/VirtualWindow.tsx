import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect } from 'react';
import { ROW_HEIGHT } from '../lib/grid-layout';

/** The rows of a virtual window: which to keep in the page, and where each stands. */
export interface WindowRows {
  readonly items: ReadonlyArray<{ readonly key: number | string | bigint; readonly index: number; readonly start: number }>;
  /** The height of every row together. */
  readonly total: number;
}

export interface VirtualWindowProps {
  readonly count: number;
  /** The rows' distance from the top of the document. */
  readonly scrollMargin: number;
  /** Rows before and after those in view that stay in the page. */
  readonly overscan: number;
  /** Called in the commit that changed the window (null once it is gone), so the grid renders its rows in the same task. */
  readonly onChange: (rows: WindowRows | null) => void;
}

/**
 * The virtualiser of a long DApp grid, loaded only once a list is longer than
 * what it first shows in the flow: it renders nothing itself, and hands the
 * rows in view to the grid, which keeps rendering the same row elements.
 */
export default function VirtualWindow({ count, scrollMargin, overscan, onChange }: VirtualWindowProps) {
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => ROW_HEIGHT, overscan, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const range = `${items[0]?.index ?? -1}:${items.at(-1)?.index ?? -1}:${total}:${scrollMargin}`;
  useLayoutEffect(() => {
    onChange({ items: items.map(({ key, index, start }) => ({ key, index, start })), total });
    // The window is known by its range, size and offset; the items of one window are always the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range, onChange]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
