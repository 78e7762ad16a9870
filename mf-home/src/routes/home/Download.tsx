import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';
import styles from './home.module.css';

const PLATFORMS: readonly { id: 'ios' | 'android' | 'desktop'; icon: IconName; to: string }[] = [
  { id: 'ios', icon: 'apple', to: SITE.downloadIos },
  { id: 'android', icon: 'android', to: SITE.downloadAndroid },
  { id: 'desktop', icon: 'desktop', to: SITE.downloadPc },
];

export function Download({ onOpenExtension }: { onOpenExtension: () => void }) {
  const { t } = useTranslation();
  return (
    <Section tone="alt" eyebrow={t('download.eyebrow')} title={t('download.title')} lead={t('download.lead')}>
      <ul className={styles.platforms}>
        {PLATFORMS.map(({ id, icon, to }) => (
          <li key={id}>
            <PageLink to={to} className={styles.platform}>
              <Icon name={icon} size={28} />
              <span>{t(`download.${id}`)}</span>
            </PageLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.platform} onClick={onOpenExtension} aria-haspopup="dialog">
            <Icon name="extension" size={28} />
            <span>{t('download.extension')}</span>
          </button>
        </li>
      </ul>
      <p className={styles.centered}>
        <PageLink to={SITE.download} className={ui.more}>
          {t('download.all')}
          <Icon name="arrow" size={18} />
        </PageLink>
      </p>
    </Section>
  );
}
