import { useTranslation } from '@tp/shared/facades/react-i18next';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import type { SiteLinkId } from '@tp/shared';
import { useShell } from '@tp/shared/react';
import ui from '../../components/ui.module.css';

const SERVICES: readonly { id: 'swap' | 'bridge' | 'buy' | 'card'; icon: IconName; link: SiteLinkId }[] = [
  { id: 'swap', icon: 'swap', link: 'swap' },
  { id: 'bridge', icon: 'bridge', link: 'bridge' },
  { id: 'buy', icon: 'buy', link: 'buy' },
  { id: 'card', icon: 'card', link: 'card' },
];

export function Exchange() {
  const { t } = useTranslation();
  const { links } = useShell().site;
  return (
    <Section eyebrow={t('exchange.eyebrow')} title={t('exchange.title')} lead={t('exchange.lead')}>
      <div className={ui.grid} data-columns="4">
        {SERVICES.map(({ id, icon, link }) => (
          <FeatureCard
            key={id}
            icon={icon}
            title={t(`exchange.${id}.title`)}
            badge={id === 'buy' ? t('exchange.buy.badge') : undefined}
            text={t(`exchange.${id}.text`)}
            action={
              <PageLink href={links[link]} className={ui.more}>
                {t(`exchange.${id}.action`)}
                <Icon name="arrow" size={18} />
              </PageLink>
            }
          />
        ))}
      </div>
    </Section>
  );
}
