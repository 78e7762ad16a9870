import { useTranslation } from '@tp/shared/facades/react-i18next';
import type { Banner } from '@tp/shared';
import { imageUrl } from '@tp/shared/content/safe-url';
import { Illustration } from './Illustration';
import type { Promos } from '../state/news-state';
import { ExternalLink } from './ExternalLink';
import styles from './promos.module.css';

/** The content banners (only those with an http link), side by side; one at a time on narrow screens. */
export function BannerStrip({ promos, className }: { promos: Promos; className?: string }) {
  const { t } = useTranslation();
  if (promos.status === 'ready' && promos.banners.length === 0) return null;
  return (
    <section className={`${styles.banners} ${className ?? ''}`} aria-labelledby="news-banners-title">
      <h2 id="news-banners-title" className="tp-visually-hidden">
        {t('promos.banners')}
      </h2>
      {promos.status === 'ready' ? (
        <ul className={styles.bannerList}>
          {promos.banners.map((banner, index) => (
            <li key={banner.id} className={styles.banner}>
              <BannerLink banner={banner} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.bannerList} aria-hidden="true">
          <div className={styles.banner}>
            <span className={`tp-skeleton ${styles.bannerImage}`} />
            <span className={`tp-skeleton ${styles.skeletonCaption}`} />
          </div>
        </div>
      )}
    </section>
  );
}

// The first banner is the largest picture above the fold: it is fetched first; the others wait until scrolled to.
function BannerLink({ banner, first }: { banner: Banner; first: boolean }) {
  const image = imageUrl(banner.image_url);
  return (
    <ExternalLink href={banner.url} className={styles.bannerLink}>
      {image ? (
        <Illustration className={styles.bannerImage} src={image} width={640} height={320} load={first ? 'first' : 'lazy'} />
      ) : (
        <span className={styles.bannerImage} />
      )}
      <span className={styles.bannerTitle}>{banner.title}</span>
    </ExternalLink>
  );
}
