import { useTranslation } from '@tp/shared/facades/react-i18next';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import { Section } from '../../components/Section';
import { EXTERNAL } from '../../content/links';
import ui from '../../components/ui.module.css';

const SERVICES: readonly { id: 'swap' | 'bridge' | 'buy' | 'card'; icon: IconName; href: string }[] = [
  { id: 'swap', icon: 'swap', href: EXTERNAL.swap },
  { id: 'bridge', icon: 'bridge', href: EXTERNAL.bridge },
  { id: 'buy', icon: 'buy', href: EXTERNAL.buyCrypto },
  { id: 'card', icon: 'card', href: EXTERNAL.card },
];

export function Exchange() {
  const { t } = useTranslation();
  return (
    <Section eyebrow={t('exchange.eyebrow')} title={t('exchange.title')} lead={t('exchange.lead')}>
      <div className={ui.grid} data-columns="4">
        {SERVICES.map(({ id, icon, href }) => (
          <FeatureCard
            key={id}
            icon={icon}
            title={t(`exchange.${id}.title`)}
            badge={id === 'buy' ? t('exchange.buy.badge') : undefined}
            text={t(`exchange.${id}.text`)}
            action={
              <PageLink href={href} className={ui.more}>
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
