import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link } from '@tp/shared/facades/router';
import { HeroArt } from '../../components/art/HeroArt';
import { Icon } from '../../components/Icon';
import { useFigureTexts } from '../../hooks/use-figure-texts';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';
import styles from './home.module.css';

/** docs/product.md §1.2: the product's claims, each under its label. */
const STATS = [
  { figure: 'users', key: 'users' },
  { figure: 'monthlyActive', key: 'monthly' },
  { figure: 'countries', key: 'countries' },
  { figure: 'dapps', key: 'dapps' },
] as const;

export function Hero() {
  const { t } = useTranslation();
  const figures = useFigureTexts();
  return (
    <section className={styles.hero}>
      <div className={`${ui.inner} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={ui.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <div className={ui.actions}>
            <Link to={SITE.download} className={`tp-button ${ui.buttonIcon}`}>
              <Icon name="download" size={20} />
              {t('hero.download')}
            </Link>
            <Link to={SITE.dappStore} className="tp-button-secondary">
              {t('hero.explore')}
              <Icon name="arrow" size={18} />
            </Link>
          </div>
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </div>
      <div className={ui.inner} role="group" aria-label={t('hero.statsLabel')}>
        <dl className={styles.stats}>
          {STATS.map((stat) => (
            <div key={stat.key} className={styles.stat}>
              <dt className={styles.statLabel}>{t(`hero.stats.${stat.key}`)}</dt>
              <dd className={styles.statValue}>{figures[stat.figure]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
