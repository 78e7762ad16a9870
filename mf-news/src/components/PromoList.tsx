import type { Activity, Ad } from '@tp/shared';
import { imageUrl } from '@tp/shared/content/safe-url';
import { Illustration } from './Illustration';
import { PromoAnchor } from './PromoAnchor';
import styles from './promos.module.css';

const SKELETON_ROWS = 3;

export interface PromoListProps {
  /** The block's heading; its id labels the block. */
  title: string;
  id: string;
  items: readonly (Activity | Ad)[];
  loading: boolean;
}

/** Activities or ads: small linked cards; nothing at all when there are none. */
export function PromoList({ title, id, items, loading }: PromoListProps) {
  if (!loading && items.length === 0) return null;
  return (
    <section className={styles.promo} aria-labelledby={id}>
      <h2 id={id} className={styles.promoTitle}>
        {title}
      </h2>
      <ul className={styles.promoList} aria-hidden={loading || undefined}>
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className={styles.promoItem}>
                <span className={`tp-skeleton ${styles.promoImage}`} />
                <span className={styles.promoText}>
                  <span className={`tp-skeleton ${styles.skeletonCaption}`} />
                </span>
              </li>
            ))
          : items.map((item) => (
              <li key={item.id}>
                <PromoLink item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function PromoLink({ item }: { item: Activity | Ad }) {
  const image = imageUrl(item.image_url);
  const summary = 'summary' in item ? item.summary : '';
  return (
    <PromoAnchor url={item.url} className={`${styles.promoItem} ${styles.promoLink}`}>
      {image ? (
        <Illustration className={styles.promoImage} src={image} width={72} height={72} />
      ) : (
        <span className={styles.promoImage} />
      )}
      <span className={styles.promoText}>
        <span className={styles.promoName}>{item.title}</span>
        {summary && <span className={styles.promoSummary}>{summary}</span>}
      </span>
    </PromoAnchor>
  );
}
