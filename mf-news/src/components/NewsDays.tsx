import { useLang } from '@tp/shared/react';
import { isoMoment, localDay, localTime } from '@tp/shared/content/news-dates';
import type { NewsDateGroup } from '../state/group-news';
import { NewsCard } from './NewsCard';
import styles from './news-feed.module.css';

// The first covers are above the fold: loading them lazily would delay the page's largest paint.
const EAGER_COVERS = 3;

/** The list as the visitor reads it: days, then minutes, each with the api's date and the local one. */
export function NewsDays({ days }: { days: readonly NewsDateGroup[] }) {
  const lang = useLang();
  let shown = 0;
  return (
    <>
      {days.map(({ date, times }) => (
        <section key={date} className={styles.day} aria-labelledby={`news-day-${date}`}>
          <h2 id={`news-day-${date}`} className={styles.dayHeading}>
            <time dateTime={date} className={styles.dayDate}>
              {date}
            </time>
            <span className={styles.dayLocal}>{localDay(date, lang)}</span>
          </h2>
          <ol className={styles.minutes}>
            {times.map(({ time, items }) => {
              const local = localTime(date, time, lang);
              return (
                <li key={time} className={styles.minute}>
                  <p className={styles.time}>
                    <time dateTime={isoMoment(date, time)}>{time}</time>
                    {local !== time && <span className={styles.timeLocal}>{local}</span>}
                  </p>
                  <ul className={styles.items}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <NewsCard item={item} eager={shown++ < EAGER_COVERS} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </>
  );
}
