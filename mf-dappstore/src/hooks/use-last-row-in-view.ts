import { useEffect, useState } from 'react';
import { ROW_HEIGHT } from '../lib/grid-layout';

function lastRowInView(rowCount: number, top: number, overscan: number): number {
  if (rowCount === 0) return -1;
  const bottom = window.scrollY + window.innerHeight - top;
  return Math.min(rowCount - 1, Math.max(-1, Math.floor(bottom / ROW_HEIGHT)) + overscan);
}

/**
 * The last row of a grid laid out in the flow that is in view, or within
 * `overscan` rows below it (rows of ROW_HEIGHT from `top` of the document, null while unknown):
 * as the virtualiser would reckon it, to know when the next page is due.
 */
export function useLastRowInView(rowCount: number, top: number | null, overscan: number): number {
  const [lastRow, setLastRow] = useState(-1);
  useEffect(() => {
    if (top === null) return;
    const update = () => setLastRow(lastRowInView(rowCount, top, overscan));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [rowCount, top, overscan]);
  // Where the rows stand is not known before the grid is measured: nothing is in view until then.
  return top === null ? -1 : lastRow;
}
