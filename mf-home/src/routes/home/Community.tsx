import { useTranslation } from '@tp/shared/facades/react-i18next';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { SITE } from '../../content/links';
import ui from '../../components/ui.module.css';

const PATHS: readonly { id: string; icon: IconName; to: string }[] = [
  { id: 'ambassadors', icon: 'users', to: SITE.recruiting },
  { id: 'developers', icon: 'code', to: SITE.developer },
  { id: 'partners', icon: 'star', to: SITE.partner },
  { id: 'news', icon: 'book', to: SITE.news },
];

export function Community() {
  const { t } = useTranslation();
  return (
    <Section eyebrow={t('community.eyebrow')} title={t('community.title')} lead={t('community.lead')}>
      <div className={ui.grid} data-columns="4">
        {PATHS.map(({ id, icon, to }) => (
          <FeatureCard
            key={id}
            icon={icon}
            title={t(`community.${id}.title`)}
            text={t(`community.${id}.text`)}
            action={
              <PageLink to={to} className={ui.more}>
                {t(`community.${id}.action`)}
                <Icon name="arrow" size={18} />
              </PageLink>
            }
          />
        ))}
      </div>
    </Section>
  );
}
