import { Link } from '@tp/shared/facades/router';
import type { NewsItem } from '@tp/shared';
import { imageUrl } from '@tp/shared/content/safe-url';
import { Illustration } from './Illustration';
import styles from './news-card.module.css';

/** Router state of a link from the list: the article's back link can then return with history. */
export interface FromListState {
  readonly fromList: true;
}

export const FROM_LIST: FromListState = { fromList: true };

/** One item of the list: its title links to the article. */
export function NewsCard({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  const cover = imageUrl(item.cover_url);
  return (
    <article className={styles.card} lang={item.lang}>
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link className={`tp-card-link ${styles.link}`} to={`/news/${item.id}`} state={FROM_LIST}>
            {item.title}
          </Link>
        </h3>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
      </div>
      {cover && <Illustration className={styles.cover} src={cover} width={160} height={100} load={eager ? 'eager' : 'lazy'} />}
    </article>
  );
}
