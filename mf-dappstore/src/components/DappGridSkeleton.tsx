import { useDevice } from '@tp/shared/react';
import { COLUMNS } from '../lib/grid-layout';
import styles from './DappGridSkeleton.module.css';

/** Placeholder rows of the grid's exact size while the first page loads. */
export function DappGridSkeleton({ rows = 3 }: { rows?: number }) {
  const columns = COLUMNS[useDevice()];
  return (
    <div className={styles.grid} data-columns={columns} aria-hidden="true">
      {Array.from({ length: rows * columns }, (_, index) => (
        <div key={index} className={styles.card}>
          <span className={`tp-skeleton ${styles.icon}`} />
          <span className={styles.lines}>
            <span className="tp-skeleton" />
            <span className="tp-skeleton" />
            <span className="tp-skeleton" />
          </span>
        </div>
      ))}
    </div>
  );
}
