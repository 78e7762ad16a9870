import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { RefusalCount } from '../state/console-api';
import styles from './console.module.css';

/** Quiet form refusals per day as bars (all forms and reasons added up), with the numbers in a table for screen readers. */
export function RefusalChart({ rows }: { rows: readonly RefusalCount[] }) {
  const { t } = useTranslation();
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  const days = [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (days.length === 0) return <p className={styles.muted}>{t('audit.noRefusals')}</p>;
  const max = Math.max(...days.map(([, count]) => count));
  const barWidth = 24;
  const height = 120;
  return (
    <figure className={styles.chart}>
      <svg role="img" aria-label={t('audit.chartLabel', { days: days.length })} viewBox={`0 0 ${days.length * barWidth} ${height + 16}`} width="100%" height={height + 16}>
        {days.map(([day, count], index) => {
          const barHeight = Math.max(2, Math.round((count / max) * height));
          return (
            <g key={day}>
              <title>{`${day}: ${count}`}</title>
              <rect x={index * barWidth + 3} y={height - barHeight} width={barWidth - 6} height={barHeight} className={styles.bar} />
              <text x={index * barWidth + barWidth / 2} y={height + 12} textAnchor="middle" className={styles.barLabel}>{day.slice(8)}</text>
            </g>
          );
        })}
      </svg>
      <table className={styles.visuallyHidden}>
        <caption>{t('audit.refusals')}</caption>
        <tbody>{days.map(([day, count]) => <tr key={day}><th scope="row">{day}</th><td>{count}</td></tr>)}</tbody>
      </table>
    </figure>
  );
}
